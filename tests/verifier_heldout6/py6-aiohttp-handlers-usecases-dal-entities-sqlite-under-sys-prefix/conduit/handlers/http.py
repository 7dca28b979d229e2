from aiohttp import web

from conduit.usecases.accounts import Accounts
from conduit.usecases.articles import Articles
from conduit.usecases.errors import NotAuthorized, UseCaseError

ACCOUNTS = web.AppKey("accounts", Accounts)
ARTICLES = web.AppKey("articles", Articles)
routes = web.RouteTableDef()


@web.middleware
async def errors(request, handler):
    try:
        return await handler(request)
    except UseCaseError as exc:
        return web.json_response({"errors": {"body": [str(exc)]}}, status=exc.status)


def user_json(accounts: Accounts, u) -> dict:
    return {"user": {"email": u.email, "username": u.username, "bio": u.bio, "image": u.image,
                     "token": accounts.token(u)}}


def article_json(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": a.tag_list, "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@routes.get("/api/health-check")
async def health_check(request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def sign_up(request):
    accounts = request.app[ACCOUNTS]
    d = (await request.json())["user"]
    return web.json_response(user_json(accounts, await accounts.sign_up(d["username"], d["email"], d["password"])),
                             status=201)


@routes.post("/api/users/login")
async def sign_in(request):
    accounts = request.app[ACCOUNTS]
    d = (await request.json())["user"]
    return web.json_response(user_json(accounts, await accounts.sign_in(d["email"], d["password"])))


@routes.get("/api/user")
async def me(request):
    accounts = request.app[ACCOUNTS]
    user = await accounts.who(request.headers.get("Authorization"))
    if user is None:
        raise NotAuthorized("login required")
    return web.json_response(user_json(accounts, user))


@routes.get("/api/articles")
async def browse(request):
    rows, total = await request.app[ARTICLES].browse(request.query.get("author"),
                                                     int(request.query.get("limit", 20)),
                                                     int(request.query.get("offset", 0)))
    return web.json_response({"articles": [article_json(a) for a in rows], "articlesCount": total})


@routes.post("/api/articles")
async def write(request):
    user = await request.app[ACCOUNTS].who(request.headers.get("Authorization"))
    if user is None:
        raise NotAuthorized("login required")
    d = (await request.json())["article"]
    article = await request.app[ARTICLES].write(user, d["title"], d["description"], d["body"], d.get("tagList", []))
    return web.json_response({"article": article_json(article)}, status=201)


@routes.get("/api/articles/{slug}")
async def read(request):
    return web.json_response({"article": article_json(await request.app[ARTICLES].read(request.match_info["slug"]))})
