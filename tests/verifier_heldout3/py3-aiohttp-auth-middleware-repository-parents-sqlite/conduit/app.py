from aiohttp import web

from conduit.infra.database import make_engine, make_sessionmaker
from conduit.infra.keys import SESSIONS
from conduit.models import Base
from conduit.repositories.comments import CommentRepository
from conduit.repositories.users import UserRepository
from conduit.routes import comments, users
from conduit.routes.middlewares import auth_middleware
from conduit.services.auth import AuthService
from conduit.services.comments import CommentService


async def _database(app: web.Application):
    engine = make_engine()
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    sessions = make_sessionmaker(engine)
    app[SESSIONS] = sessions
    app[users.AUTH] = AuthService(UserRepository(sessions))
    app[comments.COMMENTS] = CommentService(CommentRepository(sessions))
    yield
    await engine.dispose()


def build_app() -> web.Application:
    app = web.Application(middlewares=[auth_middleware])
    app.cleanup_ctx.append(_database)
    app.add_routes(users.routes)
    app.add_routes(comments.routes)
    return app
