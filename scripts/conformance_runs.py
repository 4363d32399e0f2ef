"""Groups a conformance file's RUN lines into `defuse run`s of several
entries: adjacent lines that judge one entry each with the same options and
expect a pass become one run of all their entries (--entry is repeatable),
which judges each as a run of its own would, in one process. A line with a
note or heading above it, an expected exit code or a pipe stays as it is.

    python3 scripts/conformance_runs.py FILE...   regroups files in place
"""
import re
import sys

SINGLE = re.compile(r"^// RUN: %defuse run %s --entry (\S+)(?P<rest>( .*)?)$")
ENTRIES_PER_LINE = 4


def group_runs(text):
    out, group, rest = [], [], None

    def flush():
        if len(group) == 1:
            out.append(f"// RUN: %defuse run %s --entry {group[0]}{rest}")
        elif group:
            out.append(f"// RUN: %defuse run %s{rest} \\")
            for i in range(0, len(group), ENTRIES_PER_LINE):
                chunk = " ".join(f"--entry {e}" for e in group[i:i + ENTRIES_PER_LINE])
                last = i + ENTRIES_PER_LINE >= len(group)
                out.append(f"// RUN:   {chunk}" + ("" if last else " \\"))
        group.clear()

    for line in text.split("\n"):
        m = SINGLE.match(line)
        if m and "|" not in m["rest"] and not line.endswith("\\"):
            if group and m["rest"] != rest:
                flush()
            group.append(m.group(1))
            rest = m["rest"]
            continue
        flush()
        out.append(line)
    flush()
    return "\n".join(out)


if __name__ == "__main__":
    for path in sys.argv[1:]:
        with open(path) as f:
            text = f.read()
        with open(path, "w") as f:
            f.write(group_runs(text))
