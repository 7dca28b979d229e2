from aiohttp import web

from conduit.repositories import ArticleQueries
from conduit.services.articles import Forbidden


def _json(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [], "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author, "bio": None, "image": None, "following": False}}


class ArticleView(web.View, ArticleQueries):
    @property
    def sessions(self):
        return self.request.app["sessions"]

    @property
    def service(self):
        return self.request.app["article_service"]

    async def get(self):
        article = await self.find_by_slug(self.request.match_info["slug"])
        if article is None:
            raise web.HTTPNotFound()
        return web.json_response({"article": _json(article)})

    async def delete(self):
        try:
            found = await self.service.delete(self.request.headers.get("X-Username", ""),
                                              self.request.match_info["slug"])
        except Forbidden:
            raise web.HTTPForbidden()
        if not found:
            raise web.HTTPNotFound()
        return web.json_response({})


class ArticleCollectionView(web.View):
    async def post(self):
        data = (await self.request.json())["article"]
        article = await self.request.app["article_service"].create(
            self.request.headers.get("X-Username", ""), data)
        return web.json_response({"article": _json(article)}, status=201)
