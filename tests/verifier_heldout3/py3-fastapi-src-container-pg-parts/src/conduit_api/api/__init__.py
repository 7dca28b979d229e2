from conduit_api.api import articles, health, profiles, users

ROUTERS = [health.router, users.router, profiles.router, articles.router]
