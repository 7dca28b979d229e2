from datetime import datetime, timezone

from aiohttp import web
from bson import ObjectId
from sqlalchemy import select

from conduit.auth import viewer
from conduit.models import Article, User

routes = web.RouteTableDef()


def _stores(request):
    from conduit.app import MONGO, SESSIONS

    return request.app[SESSIONS], request.app[MONGO]


def _json(doc: dict, author: User) -> dict:
    return {"id": str(doc["_id"]), "body": doc["body"], "createdAt": doc["created_at"].isoformat(),
            "updatedAt": doc["updated_at"].isoformat(),
            "author": {"username": author.username, "bio": author.bio, "image": author.image, "following": False}}


@routes.get("/api/articles/{slug}/comments")
async def list_comments(request):
    sessions, mongo = _stores(request)
    slug = request.match_info["slug"]
    docs = await mongo.comments.find({"article_slug": slug}).sort("created_at", 1).to_list(length=None)
    async with sessions() as s:
        authors = {u.id: u for u in await s.scalars(select(User).where(User.id.in_({d["author_id"] for d in docs})))}
    return web.json_response({"comments": [_json(d, authors[d["author_id"]]) for d in docs]})


@routes.post("/api/articles/{slug}/comments")
async def add_comment(request):
    sessions, mongo = _stores(request)
    slug = request.match_info["slug"]
    body = (await request.json()).get("comment", {}).get("body", "")
    async with sessions() as s:
        user = await viewer(request, s)
        if user is None:
            return web.json_response({"errors": {"token": ["missing"]}}, status=401)
        if await s.scalar(select(Article.id).where(Article.slug == slug)) is None:
            return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    now = datetime.now(timezone.utc)
    doc = {"article_slug": slug, "author_id": user.id, "body": body, "created_at": now, "updated_at": now}
    doc["_id"] = (await mongo.comments.insert_one(doc)).inserted_id
    return web.json_response({"comment": _json(doc, user)})


@routes.delete("/api/articles/{slug}/comments/{comment_id}")
async def delete_comment(request):
    sessions, mongo = _stores(request)
    async with sessions() as s:
        user = await viewer(request, s)
    if user is None:
        return web.json_response({"errors": {"token": ["missing"]}}, status=401)
    result = await mongo.comments.delete_one({"_id": ObjectId(request.match_info["comment_id"]),
                                              "author_id": user.id})
    if result.deleted_count == 0:
        return web.json_response({"errors": {"comment": ["not found"]}}, status=404)
    return web.json_response({})
