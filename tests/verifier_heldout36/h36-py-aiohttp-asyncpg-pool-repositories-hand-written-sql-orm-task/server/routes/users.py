from aiohttp import web

from server.services.user_service import UserService

routes = web.RouteTableDef()


def _service(request):
    from server.main import POOL
    from server.repositories.user_repository import UserRepository  # wiring only

    return UserService(UserRepository(request.app[POOL]))


@routes.post("/api/users")
async def register(request):
    body = (await request.json())["user"]
    user = await _service(request).register(body["username"], body["email"], body["password"])
    return web.json_response({"user": {"username": user.username, "email": user.email, "token": ""}}, status=201)
