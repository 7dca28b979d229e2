from django.apps import AppConfig


class ArticlesConfig(AppConfig):
    name = "articles"

    def ready(self):
        from articles import sa_models  # noqa: F401  (registers the SQLAlchemy mappings)
