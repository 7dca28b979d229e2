"""Application factory: the only place where the layers are wired together."""
from flask import Flask
from flask_restful import Api

from conduit.config import Config
from conduit.extensions import db
from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.tag_repository import TagRepository
from conduit.repositories.user_repository import UserRepository
from conduit.handlers.articles import ArticleItem, ArticleList
from conduit.handlers.health import HealthCheck
from conduit.handlers.tags import TagList
from conduit.handlers.users import CurrentUser, Login, Registration
from conduit.services.article_service import ArticleService
from conduit.services.tag_service import TagService
from conduit.services.user_service import UserService


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)

    with app.app_context():
        from conduit import models  # noqa: F401  (register the mappers)

        db.create_all()

    users = UserService(UserRepository(), secret=app.config["JWT_SECRET"])
    articles = ArticleService(ArticleRepository(), TagRepository())
    tags = TagService(TagRepository())

    api = Api(app, prefix="/api")
    api.add_resource(HealthCheck, "/health-check")
    api.add_resource(Registration, "/users", resource_class_kwargs={"users": users})
    api.add_resource(Login, "/users/login", resource_class_kwargs={"users": users})
    api.add_resource(CurrentUser, "/user", resource_class_kwargs={"users": users})
    api.add_resource(ArticleList, "/articles", resource_class_kwargs={"articles": articles, "users": users})
    api.add_resource(ArticleItem, "/articles/<string:slug>", resource_class_kwargs={"articles": articles, "users": users})
    api.add_resource(TagList, "/tags", resource_class_kwargs={"tags": tags})
    return app
