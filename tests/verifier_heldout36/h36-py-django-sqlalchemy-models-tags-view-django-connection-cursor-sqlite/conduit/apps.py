from django.apps import AppConfig


class ConduitConfig(AppConfig):
    name = "conduit"

    def ready(self):
        from conduit.sa import Base, engine
        import conduit.tables  # noqa: F401

        Base.metadata.create_all(engine)
