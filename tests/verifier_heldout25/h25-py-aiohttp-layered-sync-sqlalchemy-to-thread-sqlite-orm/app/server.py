"""Composition root: schema, repositories, services, routes."""
from aiohttp import web

from .database import init_schema
from .handlers import accounts_key, comments_key
from .handlers import comments as comment_handlers
from .handlers import users as user_handlers
from .handlers.common import error_middleware
from .repositories.articles import ArticleRepository, CommentRepository
from .repositories.users import UserRepository
from .services.accounts import AccountService
from .services.comments import CommentService


def create_app() -> web.Application:
    init_schema()
    app = web.Application(middlewares=[error_middleware])
    app[accounts_key] = AccountService(UserRepository())
    app[comments_key] = CommentService(ArticleRepository(), CommentRepository())
    app.add_routes(user_handlers.routes)
    app.add_routes(comment_handlers.routes)
    return app
