#!/usr/bin/env python3
"""Prints where the test suite's time goes: the N slowest lit tests (the
times lit kept of their last run, in both suites: tests/lit and
testdata/regressions), each with its ctest group, then each ctest test's
time as ctest kept it (the lit groups, the unit tests together), and how
ctest's order of them (each test's COST in tests/CMakeLists.txt) packs those
times onto --jobs workers: when it ends, against the ideal.

    python3 scripts/slowest_tests.py [--top N] [--build DIR] [--jobs N]

lit keeps a test's time in .lit_test_times.txt beside its suite; ctest its
tests' mean times in Testing/Temporary/CTestCostData.txt. Figures are from
whatever ran last on this machine, at whatever load it had: compare them
only with figures of the same run.
"""
import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def lit_groups(build):
    """(name, filter, filter-out) of each lit ctest group, from the ctest
    file CMake wrote (tests/CMakeLists.txt makes them)."""
    groups = []
    path = os.path.join(build, "tests", "CTestTestfile.cmake")
    if not os.path.exists(path):
        return groups
    for line in open(path):
        m = re.match(r'add_test\(\[=\[(lit[^\]]*)\]=\] (.*)', line)
        if not m:
            continue
        keep = re.search(r'"--filter" ":: \(([^"]*)\)"', m.group(2))
        drop = re.search(r'"--filter-out" ":: \(([^"]*)\)"', m.group(2))
        groups.append((m.group(1), keep and keep.group(1),
                       drop and drop.group(1)))
    return groups


def group_of(test, groups):
    name = "defuse :: " + test
    for group, keep, drop in groups:
        if keep and not re.search(":: (" + keep + ")", name):
            continue
        if drop and re.search(":: (" + drop + ")", name):
            continue
        return group
    return "?"


def ctest_properties(build):
    """{test: (COST, RESOURCE_LOCKs)} as ctest has them (ctest --show-only)."""
    try:
        shown = subprocess.run(["ctest", "--show-only=json-v1"], cwd=build,
                               capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return {}
    props = {}
    for test in json.loads(shown.stdout).get("tests", []):
        named = {p["name"]: p["value"] for p in test.get("properties", [])}
        props[test["name"]] = (float(named.get("COST", 0)),
                               set(named.get("RESOURCE_LOCK", [])))
    return props


def simulated_end(seconds, props, jobs):
    """When ctest -jJOBS ends with these times: a free worker starts the
    costliest test not started whose locks no running test holds."""
    waiting = sorted(seconds, key=lambda n: -props.get(n, (0, set()))[0])
    free = [0.0] * jobs
    running = []  # (end, locks)
    while waiting:
        w = min(range(jobs), key=lambda k: free[k])
        now = free[w]
        held = set().union(*[locks for end, locks in running if end > now])
        pick = next((n for n in waiting
                     if not (props.get(n, (0, set()))[1] & held)), None)
        if pick is None:  # wait for a lock to be let go
            free[w] = min(end for end, locks in running if end > now)
            continue
        waiting.remove(pick)
        free[w] = now + seconds[pick]
        running.append((free[w], props.get(pick, (0, set()))[1]))
    return max(free)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--top", type=int, default=20)
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--jobs", type=int, default=2,
                        help="ctest's workers, for its order simulated")
    args = parser.parse_args()
    times = []
    for suite in ("tests/lit", "testdata/regressions"):
        path = os.path.join(args.build, suite, ".lit_test_times.txt")
        if os.path.exists(path):
            for line in open(path):
                seconds, test = line.split(None, 1)
                times.append((float(seconds), test.strip()))
    if not times:
        print("slowest_tests: no lit run on record under %s" % args.build,
              file=sys.stderr)
        return 1
    groups = lit_groups(args.build)
    times.sort(reverse=True)
    total = sum(t for t, _ in times)
    print("the %d slowest of %d lit tests (%.0f s in all, as each last ran)"
          % (min(args.top, len(times)), len(times), total))
    print("%9s  %-24s %s" % ("seconds", "ctest group", "test"))
    for seconds, test in times[:args.top]:
        print("%9.1f  %-24s %s" % (seconds, group_of(test, groups), test))
    by_group = {}
    for seconds, test in times:
        g = group_of(test, groups)
        by_group[g] = by_group.get(g, 0) + seconds
    print("\nlit tests' seconds summed by ctest group")
    for g, seconds in sorted(by_group.items(), key=lambda x: -x[1]):
        print("%9.1f  %s" % (seconds, g))
    cost = os.path.join(args.build, "Testing", "Temporary", "CTestCostData.txt")
    if os.path.exists(cost):
        unit, units, lit, every = 0.0, 0, [], {}
        for line in open(cost):
            parts = line.split()
            if len(parts) != 3:
                continue
            name, seconds = parts[0], float(parts[2])
            every[name] = seconds
            if name.startswith("lit"):
                lit.append((seconds, name))
            else:
                unit += seconds
                units += 1
        print("\nctest's mean time of each test's runs")
        for seconds, name in sorted(lit, reverse=True):
            print("%9.1f  %s" % (seconds, name))
        print("%9.1f  %d unit tests together" % (unit, units))
        props = ctest_properties(args.build)
        if props:
            print("\nctest -j%d with these times, in the order of each test's COST: "
                  "ends at %.0f s; the ideal, %.0f s"
                  % (args.jobs, simulated_end(every, props, args.jobs),
                     max(max(every.values()), sum(every.values()) / args.jobs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
