from django.apps import AppConfig


class BlogConfig(AppConfig):
    name = "blog"

    def ready(self):
        from blog.db import engine
        from blog.models import Base
        Base.metadata.create_all(engine)
