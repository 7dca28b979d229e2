from django.urls import path

from articles import views

urlpatterns = [
    path("tags", views.tags),
    path("articles/<slug:slug>", views.article_detail),
]
