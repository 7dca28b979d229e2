from django.apps import AppConfig


class ConduitConfig(AppConfig):
    name = "conduit"

    def ready(self):
        from conduit.store import Base, engine
        Base.metadata.create_all(engine)
