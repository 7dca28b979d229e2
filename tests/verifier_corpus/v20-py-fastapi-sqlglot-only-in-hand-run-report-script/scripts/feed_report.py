"""Ad-hoc report: how many feed articles each user has. Run by hand:

    python scripts/feed_report.py
"""
import sqlite3
from pathlib import Path

import sqlglot

DB = Path(__file__).resolve().parents[1] / "conduit.db"


def main() -> None:
    sql = (
        sqlglot.select("follows.follower_id", "COUNT(articles.id) AS feed_size")
        .from_("follows")
        .join("articles", on="articles.author_id = follows.followee_id")
        .group_by("follows.follower_id")
        .order_by("feed_size DESC")
        .sql(dialect="sqlite")
    )
    with sqlite3.connect(DB) as conn:
        for follower_id, feed_size in conn.execute(sql):
            print(f"{follower_id}\t{feed_size}")


if __name__ == "__main__":
    main()
