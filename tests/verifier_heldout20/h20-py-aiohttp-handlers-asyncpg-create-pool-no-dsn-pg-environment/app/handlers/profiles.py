from aiohttp import web

from app.db import POOL
from app.models import Profile
from app.services.auth import user_id_from_header

routes = web.RouteTableDef()


async def _load(request: web.Request, username: str, viewer: int | None) -> Profile:
    async with request.app[POOL].acquire() as conn:
        row = await conn.fetchrow(
            "SELECT id, username, bio, image FROM users WHERE username = $1", username)
        if row is None:
            raise web.HTTPNotFound(text='{"errors":{"profile":["not found"]}}',
                                   content_type="application/json")
        following = False
        if viewer is not None:
            following = await conn.fetchval(
                "SELECT EXISTS(SELECT 1 FROM follows WHERE follower_id = $1 AND followed_id = $2)",
                viewer, row["id"])
    return Profile(row["username"], row["bio"], row["image"], following)


@routes.get("/api/profiles/{username}")
async def get_profile(request: web.Request) -> web.Response:
    viewer = user_id_from_header(request.headers.get("Authorization"))
    profile = await _load(request, request.match_info["username"], viewer)
    return web.json_response({"profile": profile.to_json()})


@routes.post("/api/profiles/{username}/follow")
async def follow(request: web.Request) -> web.Response:
    viewer = user_id_from_header(request.headers.get("Authorization"))
    if viewer is None:
        raise web.HTTPUnauthorized()
    username = request.match_info["username"]
    async with request.app[POOL].acquire() as conn:
        await conn.execute(
            "INSERT INTO follows (follower_id, followed_id) "
            "SELECT $1, id FROM users WHERE username = $2 ON CONFLICT DO NOTHING", viewer, username)
    return web.json_response({"profile": (await _load(request, username, viewer)).to_json()})
