"""Ad-hoc export for the content team: comment counts per article as CSV.

Usage: DATABASE_URL=... python scripts/export_comment_counts.py > counts.csv
Not part of the server.
"""
import csv
import os
import sys

import psycopg2
from sql import Table
from sql.aggregate import Count

articles = Table("articles")
comments = Table("comments")


def main() -> None:
    join = articles.join(comments, type_="LEFT", condition=comments.article_id == articles.id)
    query = join.select(articles.slug, Count(comments.id), group_by=[articles.slug])
    with psycopg2.connect(os.environ["DATABASE_URL"]) as conn, conn.cursor() as cur:
        cur.execute(*query)
        writer = csv.writer(sys.stdout)
        writer.writerow(["slug", "comments"])
        writer.writerows(cur.fetchall())


if __name__ == "__main__":
    main()
