from aiohttp import web

from app.handlers.profiles import FollowView, ProfileView
from app.handlers.users import CurrentUserView, LoginView, UsersView


async def health_check(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def setup_routes(app: web.Application) -> None:
    app.router.add_get("/api/health-check", health_check)
    app.router.add_view("/api/users", UsersView)
    app.router.add_view("/api/users/login", LoginView)
    app.router.add_view("/api/user", CurrentUserView)
    app.router.add_view("/api/profiles/{username}", ProfileView)
    app.router.add_view("/api/profiles/{username}/follow", FollowView)
