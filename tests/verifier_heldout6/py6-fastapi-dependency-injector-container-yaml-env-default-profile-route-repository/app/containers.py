from dependency_injector import containers, providers

from app.database import Database
from app.repositories.articles import ArticleRepository
from app.repositories.users import UserRepository
from app.services.articles import ArticleService
from app.services.users import UserService


class Container(containers.DeclarativeContainer):
    wiring_config = containers.WiringConfiguration(packages=["app.endpoints"])

    config = providers.Configuration(yaml_files=["config.yml"])

    db = providers.Singleton(Database, url=config.db.url, echo=config.db.echo)

    user_repository = providers.Factory(UserRepository, session_factory=db.provided.session)
    article_repository = providers.Factory(ArticleRepository, session_factory=db.provided.session)

    user_service = providers.Factory(
        UserService, users=user_repository, secret=config.auth.secret, ttl=config.auth.ttl_seconds
    )
    article_service = providers.Factory(ArticleService, articles=article_repository, users=user_repository)
