#!/usr/bin/env python3
"""What the judge keeps, before and after a hostile candidate was judged.

    judge_files.py snapshot ROOT OUT.json
    judge_files.py compare ROOT BEFORE.json NEW_CANDIDATES [DIR]...

ROOT holds the findings store (store.db) and the finding (finding/). compare
checks that every file of the finding is as it was (no file added or
removed), that every row of the store is as it was and the only rows added
are NEW_CANDIDATES candidates (the judge's own verdicts), that nothing
foreign was appended to the store's file, and that no PWNED marker exists
under ROOT or in any DIR. Prints one line per difference and exits 1, or
"the judge's files are unchanged" and exits 0."""
import hashlib
import json
import os
import sqlite3
import sys


def files(root):
    out = {}
    for d, _, names in os.walk(os.path.join(root, "finding")):
        for n in names:
            p = os.path.join(d, n)
            with open(p, "rb") as f:
                out[os.path.relpath(p, root)] = hashlib.sha256(f.read()).hexdigest()
    return out


def rows(root):
    db = sqlite3.connect(os.path.join(root, "store.db"))
    tables = [r[0] for r in db.execute(
        "select name from sqlite_master where type='table' and name not like 'sqlite_%' order by name")]
    out = {t: [list(map(str, r)) for r in db.execute("select * from %s" % t)]
           for t in tables}
    db.close()
    return out


def main():
    mode, root = sys.argv[1], sys.argv[2]
    if mode == "snapshot":
        with open(sys.argv[3], "w") as f:
            json.dump({"files": files(root), "rows": rows(root)}, f)
        return 0
    with open(sys.argv[3]) as f:
        before = json.load(f)
    new_candidates = int(sys.argv[4])
    problems = []
    after = files(root)
    for path in sorted(set(before["files"]) | set(after)):
        if before["files"].get(path) != after.get(path):
            problems.append("changed: " + path)
    now = rows(root)
    for table, old in before["rows"].items():
        new = now.get(table, [])
        if new[:len(old)] != old:
            problems.append("rows changed in table " + table)
        added = len(new) - len(old)
        expected = new_candidates if table == "candidates" else 0
        if added != expected:
            problems.append("%d rows added to table %s, expected %d"
                            % (added, table, expected))
    with open(os.path.join(root, "store.db"), "rb") as f:
        if b"hostile:" in f.read():
            problems.append("the store's file holds what a candidate wrote")
    for d in [root] + sys.argv[5:]:
        for dirpath, _, names in os.walk(d):
            if "PWNED" in names:
                problems.append("a candidate wrote " +
                                os.path.join(dirpath, "PWNED"))
    for p in problems:
        print(p)
    if not problems:
        print("the judge's files are unchanged")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
