import argparse

import asyncpg
from aiohttp import web
from pyhocon import ConfigFactory

from .handlers.api import routes
from .handlers.keys import ARTICLES, USERS
from .handlers.middleware import authentication, errors
from .repositories.articles import ArticleRepository
from .repositories.schema import ensure_schema
from .repositories.users import UserRepository
from .services.articles import ArticleService
from .services.users import UserService


def build(conf) -> web.Application:
    app = web.Application(middlewares=[errors, authentication])

    async def resources(app):
        pool = await asyncpg.create_pool(conf.get_string("postgres.dsn"),
                                         min_size=conf.get_int("postgres.min-size"),
                                         max_size=conf.get_int("postgres.max-size"))
        await ensure_schema(pool)
        users = UserService(UserRepository(pool), conf.get_string("jwt.secret"))
        app[USERS] = users
        app[ARTICLES] = ArticleService(ArticleRepository(pool), users)
        yield
        await pool.close()

    app.cleanup_ctx.append(resources)
    app.add_routes(routes)
    return app


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", default="config/app.conf")
    args = parser.parse_args()
    conf = ConfigFactory.parse_file(args.config)
    web.run_app(build(conf), host=conf.get_string("server.host"), port=conf.get_int("server.port"))


if __name__ == "__main__":
    main()
