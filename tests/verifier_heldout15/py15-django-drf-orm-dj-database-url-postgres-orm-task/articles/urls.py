from django.urls import path

from articles import views

urlpatterns = [
    path("articles", views.ArticleListView.as_view()),
    path("tags", views.TagListView.as_view()),
]
