from django.urls import path

from conduit.views import articles

urlpatterns = [
    path("api/health-check", articles.health),
    path("api/articles", articles.article_list),
]
