"""Conduit as a single-file Django project (settings.configure, no startproject)."""
import json
import os
import sys

import django
from django.conf import settings

BASE_DIR = os.path.dirname(os.path.abspath(__file__))

settings.configure(
    DEBUG=False,
    SECRET_KEY=os.environ.get("SECRET_KEY", "single-file-conduit"),
    ALLOWED_HOSTS=["*"],
    ROOT_URLCONF=__name__,
    INSTALLED_APPS=["django.contrib.contenttypes"],
    MIDDLEWARE=["django.middleware.common.CommonMiddleware"],
    DATABASES={
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": os.path.join(BASE_DIR, "conduit.sqlite3"),
        }
    },
    DEFAULT_AUTO_FIELD="django.db.models.AutoField",
    APPEND_SLASH=False,
)
django.setup()

from django.db import connection, models  # noqa: E402
from django.http import JsonResponse  # noqa: E402
from django.urls import path  # noqa: E402
from django.views.decorators.csrf import csrf_exempt  # noqa: E402


class Tag(models.Model):
    name = models.CharField(max_length=64, unique=True)

    class Meta:
        app_label = "conduit"
        db_table = "tags"


class Article(models.Model):
    slug = models.SlugField(unique=True, max_length=255)
    title = models.CharField(max_length=255)
    description = models.TextField()
    body = models.TextField()
    tags = models.ManyToManyField(Tag)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        app_label = "conduit"
        db_table = "articles"


def ensure_schema():
    existing = set(connection.introspection.table_names())
    with connection.schema_editor() as editor:
        for model in (Tag, Article):
            if model._meta.db_table not in existing:
                editor.create_model(model)


def health(request):
    return JsonResponse({"status": "ok"})


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})


@csrf_exempt
def article(request, slug):
    a = Article.objects.filter(slug=slug).first()
    if a is None:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    return JsonResponse({"article": {"slug": a.slug, "title": a.title, "description": a.description,
                                     "body": a.body, "tagList": [t.name for t in a.tags.all()]}})


urlpatterns = [
    path("api/health-check", health),
    path("api/tags", tags),
    path("api/articles/<slug:slug>", article),
]

if __name__ == "__main__":
    from django.core.management import execute_from_command_line

    ensure_schema()
    addr = sys.argv[1] if len(sys.argv) > 1 else "0.0.0.0:8080"
    execute_from_command_line([sys.argv[0], "runserver", addr, "--noreload"])
