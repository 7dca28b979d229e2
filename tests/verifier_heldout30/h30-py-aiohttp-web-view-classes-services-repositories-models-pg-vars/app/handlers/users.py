from aiohttp import web

from app.handlers.base import ApiView


def user_json(auth, user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": auth.token(user)}}


class UsersView(ApiView):
    async def post(self) -> web.Response:
        u = (await self.request.json()).get("user", {})
        user = await self.auth.register(u.get("username", ""), u.get("email", ""), u.get("password", ""))
        return web.json_response(user_json(self.auth, user), status=201)


class LoginView(ApiView):
    async def post(self) -> web.Response:
        u = (await self.request.json()).get("user", {})
        return web.json_response(user_json(self.auth, await self.auth.login(u.get("email", ""), u.get("password", ""))))


class CurrentUserView(ApiView):
    async def get(self) -> web.Response:
        return web.json_response(user_json(self.auth, await self.viewer(required=True)))

    async def put(self) -> web.Response:
        user = await self.viewer(required=True)
        changes = (await self.request.json()).get("user", {})
        return web.json_response(user_json(self.auth, await self.auth.update(user, changes)))
