from django.urls import path

from conduit.views import articles

urlpatterns = [
    path("api/health-check", articles.health_check),
    path("api/articles", articles.article_list),
    path("api/articles/<slug:slug>", articles.article_detail),
]
