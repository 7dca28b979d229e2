"""Reads and writes through sqlite-utils' table API on the schema created by SQLAlchemy."""

import json
from datetime import datetime, timezone

import sqlite_utils
from sqlite_utils.db import NotFoundError

from conduit.schema import DB_FILE


class Store:
    def __init__(self):
        self.db = sqlite_utils.Database(DB_FILE)

    # users
    def user(self, user_id: int) -> dict | None:
        try:
            return self.db["users"].get(user_id)
        except NotFoundError:
            return None

    def user_where(self, **kw) -> dict | None:
        (column, value), = kw.items()
        return next(self.db["users"].rows_where(f"{column} = ?", [value], limit=1), None)

    def add_user(self, **fields) -> dict:
        pk = self.db["users"].insert(fields).last_pk
        return self.user(pk)

    def following(self, follower_id: int, followee_id: int) -> bool:
        return self.db["follows"].count_where("follower_id = ? and followee_id = ?", [follower_id, followee_id]) > 0

    # articles
    def articles(self, tag=None, author=None, favorited=None, limit=20, offset=0):
        where, args = [], []
        if tag:
            where.append("exists (select 1 from json_each(articles.tag_list) where value = ?)")
            args.append(tag)
        if author:
            where.append("author_id = (select id from users where username = ?)")
            args.append(author)
        if favorited:
            where.append("id in (select article_id from favorites where user_id = "
                         "(select id from users where username = ?))")
            args.append(favorited)
        clause = " and ".join(where) or None
        rows = list(self.db["articles"].rows_where(clause, args, order_by="created_at desc",
                                                   limit=limit, offset=offset))
        return rows, self.db["articles"].count_where(clause or "1", args)

    def article(self, slug: str) -> dict | None:
        return next(self.db["articles"].rows_where("slug = ?", [slug], limit=1), None)

    def add_article(self, **fields) -> dict:
        now = datetime.now(timezone.utc).isoformat()
        fields["tag_list"] = json.dumps(sorted(set(fields.get("tag_list") or [])))
        self.db["articles"].insert({**fields, "created_at": now, "updated_at": now})
        return self.article(fields["slug"])

    def delete_article(self, article_id: int) -> None:
        self.db["articles"].delete(article_id)

    def favorites_count(self, article_id: int) -> int:
        return self.db["favorites"].count_where("article_id = ?", [article_id])

    def favorited(self, article_id: int, user_id: int) -> bool:
        return self.db["favorites"].count_where("article_id = ? and user_id = ?", [article_id, user_id]) > 0

    def set_favorite(self, article_id: int, user_id: int, on: bool) -> None:
        if on:
            self.db["favorites"].insert({"article_id": article_id, "user_id": user_id}, ignore=True)
        else:
            self.db["favorites"].delete_where("article_id = ? and user_id = ?", [article_id, user_id])

    def tags(self) -> list[str]:
        names = set()
        for row in self.db["articles"].rows_where(select="tag_list"):
            names.update(json.loads(row["tag_list"]))
        return sorted(names)
