from aiohttp import web

from conduit.models import Article, User

routes = web.RouteTableDef()


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    user = await User.create(username=data["username"], email=data["email"], password=data["password"])
    return web.json_response({"user": {"username": user.username, "email": user.email, "bio": user.bio, "image": user.image}}, status=201)


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    articles = await Article.all().prefetch_related("author")
    return web.json_response({"articles": [{"slug": a.slug, "title": a.title} for a in articles], "articlesCount": len(articles)})
