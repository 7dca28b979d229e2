from dataclasses import dataclass

from django.apps import AppConfig


@dataclass
class Services:
    tags: object
    profiles: object


class ConduitApiConfig(AppConfig):
    name = "conduit_api"
    label = "conduit_api"

    def ready(self):
        # Composition root: build the object graph once, after the models are loaded.
        from conduit_api.repositories.profile_repository import ProfileRepository
        from conduit_api.repositories.tag_repository import TagRepository
        from conduit_api.services.profile_service import ProfileService
        from conduit_api.services.tag_service import TagService

        self.services = Services(
            tags=TagService(TagRepository()),
            profiles=ProfileService(ProfileRepository()),
        )
