from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from .config import JWT_SECRET, async_database_url
from .handlers.articles import ArticleView, ArticlesView, CommentsView
from .handlers.context import ACCOUNTS, ARTICLES
from .handlers.health import HEALTH, HealthView
from .handlers.users import CurrentUserView, LoginView, UsersView
from .models import Base
from .repositories import ArticleRepository, CommentRepository, HealthRepository, UserRepository
from .services.account_service import AccountService
from .services.article_service import ArticleService
from .services.errors import DomainError


@web.middleware
async def domain_errors(request, handler):
    try:
        return await handler(request)
    except DomainError as exc:
        return web.json_response({"errors": {"body": [str(exc)]}}, status=exc.http_status)


async def wire(app: web.Application):
    engine = create_async_engine(async_database_url(), pool_pre_ping=True)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    app[HEALTH] = HealthRepository(engine)
    app[ACCOUNTS] = AccountService(UserRepository(sessions), JWT_SECRET)
    app[ARTICLES] = ArticleService(ArticleRepository(sessions), CommentRepository(sessions))
    yield
    await engine.dispose()


def init_app(argv=None) -> web.Application:
    app = web.Application(middlewares=[domain_errors])
    app.cleanup_ctx.append(wire)
    app.router.add_view("/api/health-check", HealthView)
    app.router.add_view("/api/users", UsersView)
    app.router.add_view("/api/users/login", LoginView)
    app.router.add_view("/api/user", CurrentUserView)
    app.router.add_view("/api/articles", ArticlesView)
    app.router.add_view("/api/articles/{slug}", ArticleView)
    app.router.add_view("/api/articles/{slug}/comments", CommentsView)
    return app
