from aiohttp import web

from conduit.services.accounts import AccountService
from conduit.services.comments import CommentService

ACCOUNTS = web.AppKey("accounts", AccountService)
COMMENTS = web.AppKey("comments", CommentService)

routes = web.RouteTableDef()


def _user_body(request, user):
    return {"user": {"email": user.email, "token": request.app[ACCOUNTS].issue_token(user),
                     "username": user.username, "bio": user.bio, "image": user.image}}


async def _viewer(request):
    header = request.headers.get("Authorization", "")
    return await request.app[ACCOUNTS].authenticate(header[6:]) if header.startswith("Token ") else None


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    data = (await request.json())["user"]
    user = await request.app[ACCOUNTS].register(data["username"], data["email"], data["password"])
    return web.json_response(_user_body(request, user), status=201)


@routes.post("/api/users/login")
async def login(request):
    data = (await request.json())["user"]
    user = await request.app[ACCOUNTS].login(data["email"], data["password"])
    if user is None:
        return web.json_response({"errors": {"credentials": ["invalid"]}}, status=401)
    return web.json_response(_user_body(request, user))


@routes.get("/api/articles/{slug}/comments")
async def list_comments(request):
    comments = await request.app[COMMENTS].list(request.match_info["slug"])
    return web.json_response({"comments": [
        {"id": c.id, "body": c.body, "createdAt": c.created_at, "updatedAt": c.updated_at,
         "author": {"username": c.author.username, "bio": c.author.bio, "image": c.author.image,
                    "following": False}} for c in comments]})


@routes.post("/api/articles/{slug}/comments")
async def add_comment(request):
    viewer = await _viewer(request)
    if viewer is None:
        return web.json_response({"errors": {"body": ["unauthorized"]}}, status=401)
    body = (await request.json())["comment"]["body"]
    c = await request.app[COMMENTS].add(request.match_info["slug"], viewer, body)
    return web.json_response({"comment": {"id": c.id, "body": c.body, "createdAt": c.created_at,
                                          "updatedAt": c.updated_at,
                                          "author": {"username": viewer.username, "bio": viewer.bio,
                                                     "image": viewer.image, "following": False}}})
