import jwt
from aiohttp import web

from conduit.keys import ARTICLES
from conduit.services.article_service import ArticleNotFound

routes = web.RouteTableDef()
SECRET = "conduit"


def _viewer(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"])
    except (jwt.PyJWTError, KeyError, ValueError):
        return None


def _service(request):
    return request.app[ARTICLES]


@routes.get("/api/articles/{slug}")
async def get_article(request):
    try:
        return web.json_response({"article": await _service(request).get(request.match_info["slug"], _viewer(request))})
    except ArticleNotFound:
        return web.json_response({"errors": {"body": ["article not found"]}}, status=404)


@routes.post("/api/articles/{slug}/favorite")
async def favorite(request):
    viewer = _viewer(request)
    if viewer is None:
        return web.json_response({"errors": {"body": ["unauthorized"]}}, status=401)
    try:
        return web.json_response({"article": await _service(request).favorite(request.match_info["slug"], viewer)})
    except ArticleNotFound:
        return web.json_response({"errors": {"body": ["article not found"]}}, status=404)
