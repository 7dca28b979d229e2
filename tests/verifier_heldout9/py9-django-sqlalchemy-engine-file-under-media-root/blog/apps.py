from django.apps import AppConfig


class BlogConfig(AppConfig):
    name = "blog"

    def ready(self):
        from blog.db import Base, engine
        from blog import tables  # noqa: F401

        Base.metadata.create_all(engine)
