from aiohttp import web

from .context import ARTICLES, current_user


class ArticlesView(web.View):
    async def get(self) -> web.Response:
        q = self.request.query
        return web.json_response(await self.request.app[ARTICLES].recent(int(q.get("limit", 20)),
                                                                         int(q.get("offset", 0))))

    async def post(self) -> web.Response:
        me = await current_user(self.request)
        data = (await self.request.json()).get("article", {})
        return web.json_response({"article": await self.request.app[ARTICLES].publish(me, data)}, status=201)


class ArticleView(web.View):
    async def get(self) -> web.Response:
        svc = self.request.app[ARTICLES]
        return web.json_response({"article": svc.present(await svc.get(self.request.match_info["slug"]))})


class CommentsView(web.View):
    async def get(self) -> web.Response:
        comments = await self.request.app[ARTICLES].comments_of(self.request.match_info["slug"])
        return web.json_response({"comments": comments})

    async def post(self) -> web.Response:
        me = await current_user(self.request)
        body = ((await self.request.json()).get("comment") or {}).get("body")
        comment = await self.request.app[ARTICLES].comment(self.request.match_info["slug"], me, body)
        return web.json_response({"comment": comment})
