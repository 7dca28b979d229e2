import re
import uuid
from datetime import datetime, timezone

from fastapi import APIRouter, Depends, HTTPException

from auth import get_current_user
from db import get_conn

router = APIRouter(prefix="/api")


def to_article(row) -> dict:
    return {
        "slug": row["slug"], "title": row["title"], "description": row["description"], "body": row["body"],
        "tagList": [t for t in row["tag_list"].split(",") if t],
        "createdAt": row["created_at"], "updatedAt": row["updated_at"],
        "favorited": False, "favoritesCount": 0,
        "author": {"username": row["username"], "bio": row["bio"], "image": row["image"], "following": False},
    }


SELECT_ARTICLE = (
    "SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id"
)


@router.get("/articles")
def list_articles(tag: str | None = None, author: str | None = None, limit: int = 20, offset: int = 0):
    where, params = [], []
    if tag:
        where.append("(',' || a.tag_list || ',') LIKE ?")
        params.append(f"%,{tag},%")
    if author:
        where.append("u.username = ?")
        params.append(author)
    clause = (" WHERE " + " AND ".join(where)) if where else ""
    with get_conn() as conn:
        total = conn.execute(
            f"SELECT COUNT(*) FROM articles a JOIN users u ON u.id = a.author_id{clause}", params
        ).fetchone()[0]
        rows = conn.execute(
            f"{SELECT_ARTICLE}{clause} ORDER BY a.created_at DESC LIMIT ? OFFSET ?", [*params, limit, offset]
        ).fetchall()
    return {"articles": [to_article(r) for r in rows], "articlesCount": total}


@router.post("/articles", status_code=201)
def create_article(payload: dict, user=Depends(get_current_user)):
    data = payload.get("article") or {}
    if not all(data.get(k) for k in ("title", "description", "body")):
        raise HTTPException(status_code=422, detail="title, description and body are required")
    now = datetime.now(timezone.utc).isoformat().replace("+00:00", "Z")
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
    with get_conn() as conn:
        conn.execute(
            "INSERT INTO articles (slug, title, description, body, tag_list, author_id, created_at, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (slug, data["title"], data["description"], data["body"], ",".join(data.get("tagList") or []),
             user["id"], now, now),
        )
        row = conn.execute(f"{SELECT_ARTICLE} WHERE a.slug = ?", (slug,)).fetchone()
    return {"article": to_article(row)}


@router.get("/tags")
def tags():
    with get_conn() as conn:
        rows = conn.execute("SELECT tag_list FROM articles").fetchall()
    names = sorted({t for r in rows for t in r["tag_list"].split(",") if t})
    return {"tags": names}
