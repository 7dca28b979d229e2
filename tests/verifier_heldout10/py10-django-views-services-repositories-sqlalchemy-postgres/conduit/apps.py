from django.apps import AppConfig


class ConduitConfig(AppConfig):
    name = "conduit"

    def ready(self):
        from conduit.models.base import Base, engine

        Base.metadata.create_all(engine)
