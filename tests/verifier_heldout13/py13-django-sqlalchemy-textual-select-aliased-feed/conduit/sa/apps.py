from django.apps import AppConfig


class SaConfig(AppConfig):
    name = "conduit.sa"
    label = "sa"

    def ready(self) -> None:
        from conduit.sa.db import engine
        from conduit.sa.models import Base

        Base.metadata.create_all(engine)
