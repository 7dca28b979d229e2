from dependency_injector import containers, providers

from app.database import Database
from app.repositories.tag_repository import TagRepository
from app.services.tag_service import TagService


class Container(containers.DeclarativeContainer):
    wiring_config = containers.WiringConfiguration(modules=["app.routes.tags"])

    db = providers.Singleton(Database)
    tag_repository = providers.Factory(TagRepository, session_factory=db.provided.session_factory)
    tag_service = providers.Factory(TagService, repository=tag_repository)
