# feature-file: comments
from aiohttp import web

# feature-begin: profiles
from conduit.routes.context import services, user_id, viewer_id
# feature-else: profiles
# from conduit.routes.context import services, user_id
# feature-end: profiles
from conduit.routes.params import envelope
from conduit.routes.serializers import comment_json

routes = web.RouteTableDef()


@routes.get("/api/articles/{slug}/comments")
async def list_comments(request: web.Request) -> web.Response:
    # feature-begin: profiles
    comments = await services(request).comments.for_article(
        request.match_info["slug"], viewer_id(request)
    )
    # feature-else: profiles
    # comments = await services(request).comments.for_article(request.match_info["slug"])
    # feature-end: profiles
    return web.json_response({"comments": [comment_json(c) for c in comments]})


@routes.post("/api/articles/{slug}/comments")
async def add_comment(request: web.Request) -> web.Response:
    caller = user_id(request)
    comment = await services(request).comments.add(
        request.match_info["slug"], caller, await envelope(request, "comment")
    )
    return web.json_response({"comment": comment_json(comment)})


# Non-numeric ids never match, so they get the router's 404.
@routes.delete(r"/api/articles/{slug}/comments/{id:\d+}")
async def delete_comment(request: web.Request) -> web.Response:
    await services(request).comments.delete(
        request.match_info["slug"], int(request.match_info["id"]), user_id(request)
    )
    return web.Response(status=204)
