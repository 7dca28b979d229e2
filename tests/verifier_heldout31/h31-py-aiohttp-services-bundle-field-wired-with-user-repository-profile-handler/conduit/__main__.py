import os

import asyncpg
from aiohttp import web

from conduit.handlers import routes
from conduit.handlers.keys import SERVICES
from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.schema import ensure_schema
from conduit.repositories.user_repository import UserRepository
from conduit.services import Services
from conduit.services.article_service import ArticleService


async def services_ctx(app: web.Application):
    pool = await asyncpg.create_pool(os.environ["DATABASE_URL"])
    await ensure_schema(pool)
    users = UserRepository(pool)
    app[SERVICES] = Services(
        articles=ArticleService(ArticleRepository(pool), users),
        users=users,  # profiles only need lookups, no business rules
    )
    yield
    await pool.close()


def main() -> None:
    app = web.Application()
    app.cleanup_ctx.append(services_ctx)
    app.add_routes(routes)
    web.run_app(app, host="0.0.0.0", port=8080)


if __name__ == "__main__":
    main()
