from django.urls import path

from blog.views import articles, stats

urlpatterns = [
    path("api/articles/<slug:slug>", articles.article_detail),
    path("api/articles/<slug:slug>/reads", stats.article_reads),
]
