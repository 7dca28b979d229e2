"""One-off developer tool: dump the favorites table into an LMDB file for the load-testing rig.

    python scripts/export_favorites_lmdb.py /tmp/favorites.lmdb

Not part of the server; nothing imports it and run.sh does not run it.
"""
import os
import sqlite3
import sys

import lmdb

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main(target: str) -> None:
    src = sqlite3.connect(os.path.join(ROOT, "instance", "conduit.db"))
    env = lmdb.open(target, map_size=64 * 1024 * 1024)
    with env.begin(write=True) as txn:
        for user_id, article_id in src.execute("SELECT user_id, article_id FROM favorites"):
            txn.put(f"fav:{article_id}:{user_id}".encode(), b"1")
    env.close()


if __name__ == "__main__":
    main(sys.argv[1])
