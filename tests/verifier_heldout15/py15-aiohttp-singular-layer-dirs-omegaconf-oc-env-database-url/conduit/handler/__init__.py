from aiohttp import web

from conduit.handler import health, profile


def register(app: web.Application, profiles_key) -> None:
    app.router.add_get("/api/health-check", health.health_check)
    view = profile.ProfileHandlers(profiles_key)
    app.router.add_get("/api/profiles/{username}", view.get)
    app.router.add_post("/api/profiles/{username}/follow", view.follow)
    app.router.add_delete("/api/profiles/{username}/follow", view.unfollow)
