from django.apps import AppConfig


class ConduitConfig(AppConfig):
    name = "conduit"

    def ready(self):
        from conduit.db import engine
        from conduit.models.base import Base
        import conduit.models.user  # noqa: F401

        Base.metadata.create_all(engine)
