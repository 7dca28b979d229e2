from aiohttp import web


def routes(key):
    async def list_comments(request):
        items = await request.app[key].list(request.match_info["slug"])
        return web.json_response({"comments": [
            {"id": c.id, "body": c.body, "createdAt": c.created_at, "author": {"username": c.author}}
            for c in items]})

    async def add_comment(request):
        payload = await request.json()
        try:
            c = await request.app[key].add(request.match_info["slug"], "anonymous",
                                           payload.get("comment", {}).get("body"))
        except ValueError as exc:
            return web.json_response({"errors": {"body": [str(exc)]}}, status=422)
        return web.json_response({"comment": {"id": c.id, "body": c.body}}, status=201)

    return [web.get("/api/articles/{slug}/comments", list_comments),
            web.post("/api/articles/{slug}/comments", add_comment)]
