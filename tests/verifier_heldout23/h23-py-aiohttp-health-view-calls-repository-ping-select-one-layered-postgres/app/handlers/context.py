from aiohttp import web

from ..services.account_service import AccountService
from ..services.article_service import ArticleService

ACCOUNTS = web.AppKey("accounts", AccountService)
ARTICLES = web.AppKey("articles", ArticleService)


async def current_user(request: web.Request, optional: bool = False):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        if optional:
            return None
        raise web.HTTPUnauthorized(text='{"errors":{"body":["missing token"]}}', content_type="application/json")
    return await request.app[ACCOUNTS].authenticate(header[6:])
