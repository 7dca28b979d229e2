from aiohttp import web

from .context import ACCOUNTS, current_user


class UsersView(web.View):
    async def post(self) -> web.Response:
        data = (await self.request.json()).get("user", {})
        svc = self.request.app[ACCOUNTS]
        user = await svc.sign_up(data.get("username"), data.get("email"), data.get("password"))
        return web.json_response({"user": svc.present(user)}, status=201)


class LoginView(web.View):
    async def post(self) -> web.Response:
        data = (await self.request.json()).get("user", {})
        svc = self.request.app[ACCOUNTS]
        return web.json_response({"user": svc.present(await svc.sign_in(data.get("email"), data.get("password")))})


class CurrentUserView(web.View):
    async def get(self) -> web.Response:
        return web.json_response({"user": self.request.app[ACCOUNTS].present(await current_user(self.request))})
