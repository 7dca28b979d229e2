from aiohttp import web

from conduit.dal.articles import ArticleGateway
from conduit.dal.engine import connect
from conduit.dal.users import UserGateway
from conduit.handlers.http import ACCOUNTS, ARTICLES, errors, routes
from conduit.usecases.accounts import Accounts
from conduit.usecases.articles import Articles


async def _wire(app: web.Application):
    engine, sessions = await connect()
    app[ACCOUNTS] = Accounts(UserGateway(sessions))
    app[ARTICLES] = Articles(ArticleGateway(sessions))
    yield
    await engine.dispose()


def init_app(argv=None) -> web.Application:
    app = web.Application(middlewares=[errors])
    app.cleanup_ctx.append(_wire)
    app.add_routes(routes)
    return app
