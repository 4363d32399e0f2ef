//===- WorkloadGraph.h - The dataflow graph of an entry function ----------===//
//
// Vertices are the top-level ops of a function body, edges run from producer
// to consumer (one per use). Later stages (kernel and op bisection, reduction)
// walk it in topological order and cut it at frontiers.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_IR_WORKLOADGRAPH_H
#define DEFUSE_IR_WORKLOADGRAPH_H

#include <boost/graph/adjacency_list.hpp>

#include <vector>

namespace mlir {
class Operation;
namespace func {
class FuncOp;
} // namespace func
} // namespace mlir

namespace defuse {

class WorkloadGraph {
public:
  using Graph = boost::adjacency_list<boost::vecS, boost::vecS,
                                      boost::bidirectionalS, mlir::Operation *>;
  using Vertex = Graph::vertex_descriptor;

  /// Builds the graph of `func`'s body ops (terminator excluded).
  explicit WorkloadGraph(mlir::func::FuncOp func);

  unsigned size() const { return boost::num_vertices(graph); }
  mlir::Operation *op(Vertex v) const { return graph[v]; }
  Vertex vertex(mlir::Operation *op) const;
  /// Producers before consumers.
  std::vector<Vertex> topologicalOrder() const;
  std::vector<Vertex> producers(Vertex v) const;
  std::vector<Vertex> consumers(Vertex v) const;
  const Graph &raw() const { return graph; }

private:
  Graph graph;
  std::vector<std::pair<mlir::Operation *, Vertex>> index;
};

} // namespace defuse

#endif // DEFUSE_IR_WORKLOADGRAPH_H
