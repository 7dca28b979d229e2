from dataclasses import asdict

from aiohttp import web

from conduit.services.comments import CommentService, EmptyBody


def setup_routes(app: web.Application, service: CommentService) -> None:

    async def health(request):
        return web.json_response({"status": "ok"})

    async def list_comments(request):
        return web.json_response({"comments": [asdict(c) for c in service.list(request.match_info["slug"])]})

    async def add_comment(request):
        data = await request.json()
        try:
            c = service.add(request.match_info["slug"], "anonymous", data["comment"]["body"])
        except EmptyBody:
            return web.json_response({"errors": {"body": ["can't be blank"]}}, status=422)
        return web.json_response({"comment": asdict(c)})

    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/articles/{slug}/comments", list_comments)
    app.router.add_post("/api/articles/{slug}/comments", add_comment)
