from django.apps import AppConfig


class ArticlesConfig(AppConfig):
    name = "articles"

    def ready(self):
        from articles.sa import Base, engine

        Base.metadata.create_all(engine)
