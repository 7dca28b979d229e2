from . import articles, health, users

routes = [*health.routes, *users.routes, *articles.routes]
