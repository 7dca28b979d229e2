import re

import bcrypt
from aiohttp import web

from conduit.auth import issue, viewer
from conduit.tables import Article, ArticleTag, Favorite, User

routes = web.RouteTableDef()


def _user_json(user: User) -> dict:
    return {"user": {"email": user.email, "token": issue(user.id), "username": user.username,
                     "bio": user.bio, "image": user.image}}


async def _article_json(article: Article, author: User) -> dict:
    tags = await ArticleTag.select(ArticleTag.tag).where(ArticleTag.article == article.id)
    favorites = await Favorite.count().where(Favorite.article == article.id)
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": sorted(t["tag"] for t in tags),
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": False, "favoritesCount": favorites,
            "author": {"username": author.username, "bio": author.bio, "image": author.image, "following": False}}


@routes.get("/api/health-check")
async def health_check(_request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    data = (await request.json()).get("user") or {}
    if await User.exists().where(User.email == data.get("email", "")):
        return web.json_response({"errors": {"email": ["has already been taken"]}}, status=409)
    user = User(username=data.get("username", ""), email=data.get("email", ""),
                password_hash=bcrypt.hashpw(data.get("password", "").encode(), bcrypt.gensalt()).decode())
    await user.save()
    return web.json_response(_user_json(user), status=201)


@routes.post("/api/users/login")
async def login(request):
    data = (await request.json()).get("user") or {}
    user = await User.objects().where(User.email == data.get("email", "")).first()
    if user is None or not bcrypt.checkpw(data.get("password", "").encode(), user.password_hash.encode()):
        return web.json_response({"errors": {"email or password": ["is invalid"]}}, status=401)
    return web.json_response(_user_json(user))


@routes.get("/api/articles")
async def list_articles(request):
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    query = Article.objects().order_by(Article.created_at, ascending=False)
    count_query = Article.count()
    if tag := request.query.get("tag"):
        tagged = await ArticleTag.select(ArticleTag.article).where(ArticleTag.tag == tag)
        ids = [row["article"] for row in tagged] or [-1]
        query = query.where(Article.id.is_in(ids))
        count_query = count_query.where(Article.id.is_in(ids))
    articles = await query.limit(limit).offset(offset)
    result = []
    for article in articles:
        author = await User.objects().where(User.id == article.author).first()
        result.append(await _article_json(article, author))
    return web.json_response({"articles": result, "articlesCount": await count_query})


@routes.post("/api/articles")
async def create_article(request):
    user = await viewer(request)
    if user is None:
        return web.json_response({"errors": {"token": ["is missing"]}}, status=401)
    data = (await request.json()).get("article") or {}
    article = Article(slug=re.sub(r"[^a-z0-9]+", "-", data.get("title", "").lower()).strip("-"),
                      title=data.get("title", ""), description=data.get("description", ""),
                      body=data.get("body", ""), author=user.id)
    await article.save()
    for name in dict.fromkeys(data.get("tagList") or []):
        await ArticleTag(article=article.id, tag=name).save()
    return web.json_response({"article": await _article_json(article, user)}, status=201)


@routes.get("/api/tags")
async def tags(_request):
    rows = await ArticleTag.select(ArticleTag.tag).distinct().order_by(ArticleTag.tag)
    return web.json_response({"tags": [r["tag"] for r in rows]})
