; ModuleID = 'device.bc'
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::ReductionIdentityContainer" = type { i32 }
%class.anon.47 = type { i64, %"class.sycl::_V1::range", %class.anon.48 }
%class.anon.48 = type { i8 addrspace(4)* }
%structtype = type { i32 }
%"class.sycl::_V1::detail::ReducerElement.60" = type { i32 }
%class.anon.73 = type { i8 addrspace(4)* }
%structtype.0 = type { i64 }

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail9reduction7MainKrnI8SumRangeLNS2_8strategyE1EJNS0_8accessorIiLi1ELNS0_6access4modeE1026ELNS7_6targetE2014ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEEEE(i64 %0, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %1, i32 addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, i64 %4, i64 %5, i8 %6, i32 addrspace(1)* align 4 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8, i32 addrspace(1)* align 4 %9, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %10, i32 addrspace(1)* align 4 %11, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %12, i32 addrspace(3)* align 4 %13, i64 %14) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_type_qual !10 !kernel_arg_base_type !9 {
  %16 = and i8 %6, 1
  %17 = bitcast %"class.sycl::_V1::range"* %1 to i64*
  %18 = load i64, i64* %17, align 8
  %19 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %20 = load i64, i64* %19, align 8
  %21 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %20
  %22 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %23 = load i64, i64* %22, align 8
  %24 = getelementptr inbounds i32, i32 addrspace(1)* %7, i64 %23
  %25 = bitcast %"class.sycl::_V1::id"* %10 to i64*
  %26 = load i64, i64* %25, align 8
  %27 = getelementptr inbounds i32, i32 addrspace(1)* %9, i64 %26
  %28 = bitcast %"class.sycl::_V1::id"* %12 to i64*
  %29 = load i64, i64* %28, align 8
  %30 = getelementptr inbounds i32, i32 addrspace(1)* %11, i64 %29
  %31 = call spir_func i64 @_Z14get_num_groupsj(i32 0) #2
  %32 = insertelement <3 x i64> undef, i64 %31, i32 0
  %33 = call spir_func i64 @_Z14get_num_groupsj(i32 1) #2
  %34 = insertelement <3 x i64> %32, i64 %33, i32 1
  %35 = call spir_func i64 @_Z14get_num_groupsj(i32 2) #2
  %36 = insertelement <3 x i64> %34, i64 %35, i32 2
  %37 = extractelement <3 x i64> %36, i32 0
  %38 = select i1 true, i64 %37, i64 1
  %39 = call spir_func i64 @_Z12get_group_idj(i32 0) #2
  %40 = insertelement <3 x i64> undef, i64 %39, i32 0
  %41 = call spir_func i64 @_Z12get_group_idj(i32 1) #2
  %42 = insertelement <3 x i64> %40, i64 %41, i32 1
  %43 = call spir_func i64 @_Z12get_group_idj(i32 2) #2
  %44 = insertelement <3 x i64> %42, i64 %43, i32 2
  %45 = extractelement <3 x i64> %44, i32 0
  %46 = select i1 true, i64 %45, i64 0
  %47 = add i64 %38, -1
  %48 = icmp eq i64 %46, %47
  %49 = mul i64 %46, %0
  %50 = add i64 %49, %0
  %51 = select i1 %48, i64 %18, i64 %50
  %52 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %53 = insertelement <3 x i64> undef, i64 %52, i32 0
  %54 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %55 = insertelement <3 x i64> %53, i64 %54, i32 1
  %56 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %57 = insertelement <3 x i64> %55, i64 %56, i32 2
  %58 = extractelement <3 x i64> %57, i32 0
  %59 = select i1 true, i64 %58, i64 0
  %60 = icmp ult i64 %59, 2147483648
  call void @llvm.assume(i1 %60)
  %61 = add i64 %59, %49
  %62 = call spir_func i64 @_Z14get_local_sizej(i32 0) #2
  %63 = insertelement <3 x i64> undef, i64 %62, i32 0
  %64 = call spir_func i64 @_Z14get_local_sizej(i32 1) #2
  %65 = insertelement <3 x i64> %63, i64 %64, i32 1
  %66 = call spir_func i64 @_Z14get_local_sizej(i32 2) #2
  %67 = insertelement <3 x i64> %65, i64 %66, i32 2
  %68 = extractelement <3 x i64> %67, i32 0
  %69 = select i1 true, i64 %68, i64 1
  %70 = icmp ult i64 %69, 2147483648
  call void @llvm.assume(i1 %70)
  %71 = icmp ult i64 %61, %51
  br i1 %71, label %72, label %82

72:                                               ; preds = %15
  br label %73

73:                                               ; preds = %73, %72
  %74 = phi i64 [ %79, %73 ], [ %61, %72 ]
  %75 = phi i32 [ %78, %73 ], [ 0, %72 ]
  %76 = getelementptr inbounds i32, i32 addrspace(1)* %21, i64 %74
  %77 = load i32, i32 addrspace(1)* %76, align 4
  %78 = add nsw i32 %77, %75
  %79 = add i64 %74, %69
  %80 = icmp ult i64 %79, %51
  br i1 %80, label %73, label %81

81:                                               ; preds = %73
  br label %82

82:                                               ; preds = %81, %15
  %83 = phi i32 [ 0, %15 ], [ %78, %81 ]
  %84 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %85 = insertelement <3 x i64> undef, i64 %84, i32 0
  %86 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %87 = insertelement <3 x i64> %85, i64 %86, i32 1
  %88 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %89 = insertelement <3 x i64> %87, i64 %88, i32 2
  %90 = extractelement <3 x i64> %89, i32 0
  %91 = select i1 true, i64 %90, i64 0
  %92 = icmp ult i64 %91, 2147483648
  call void @llvm.assume(i1 %92)
  %93 = icmp eq i64 %4, 0
  br i1 %93, label %107, label %94

94:                                               ; preds = %82
  %95 = icmp eq i64 %91, 0
  %96 = icmp eq i64 %5, 1
  %97 = icmp eq i8 %16, 0
  br label %98

98:                                               ; preds = %102, %94
  %99 = phi i64 [ 0, %94 ], [ %104, %102 ]
  %100 = phi i32 [ %83, %94 ], [ %103, %102 ]
  %101 = call spir_func i32 @_Z21work_group_reduce_addi(i32 %100) #3
  br i1 %95, label %109, label %102

102:                                              ; preds = %127, %98
  %103 = phi i32 [ %101, %98 ], [ %129, %127 ]
  %104 = add nuw i64 %99, 1
  %105 = icmp eq i64 %104, %4
  br i1 %105, label %106, label %98

106:                                              ; preds = %102
  br label %107

107:                                              ; preds = %106, %82
  %108 = icmp eq i64 %5, 1
  br i1 %108, label %175, label %131

109:                                              ; preds = %98
  br i1 %96, label %110, label %115

110:                                              ; preds = %109
  br i1 %97, label %127, label %111

111:                                              ; preds = %110
  %112 = getelementptr inbounds i32, i32 addrspace(1)* %24, i64 %99
  %113 = load i32, i32 addrspace(1)* %112, align 4
  %114 = add nsw i32 %113, %101
  br label %127

115:                                              ; preds = %109
  %116 = call spir_func i64 @_Z12get_group_idj(i32 0) #2
  %117 = insertelement <3 x i64> undef, i64 %116, i32 0
  %118 = call spir_func i64 @_Z12get_group_idj(i32 1) #2
  %119 = insertelement <3 x i64> %117, i64 %118, i32 1
  %120 = call spir_func i64 @_Z12get_group_idj(i32 2) #2
  %121 = insertelement <3 x i64> %119, i64 %120, i32 2
  %122 = extractelement <3 x i64> %121, i32 0
  %123 = select i1 true, i64 %122, i64 0
  %124 = icmp ult i64 %123, 2147483648
  call void @llvm.assume(i1 %124)
  %125 = mul i64 %123, %4
  %126 = getelementptr i32, i32 addrspace(1)* %27, i64 %125
  br label %127

127:                                              ; preds = %115, %111, %110
  %128 = phi i32 addrspace(1)* [ %126, %115 ], [ %24, %110 ], [ %24, %111 ]
  %129 = phi i32 [ %101, %115 ], [ %101, %110 ], [ %114, %111 ]
  %130 = getelementptr i32, i32 addrspace(1)* %128, i64 %99
  store i32 %129, i32 addrspace(1)* %130, align 4
  br label %102

131:                                              ; preds = %107
  %132 = icmp eq i64 %91, 0
  br i1 %132, label %133, label %139

133:                                              ; preds = %131
  %134 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* %30, i32 1) #0
  %135 = add nsw i32 %134, 1
  %136 = trunc i64 %5 to i32
  %137 = icmp eq i32 %135, %136
  %138 = select i1 %137, i32 1, i32 0
  store i32 %138, i32 addrspace(3)* %13, align 4
  br label %139

139:                                              ; preds = %133, %131
  call spir_func void @_Z7barrierj(i32 1) #3
  %140 = load i32, i32 addrspace(3)* %13, align 4
  %141 = icmp eq i32 %140, 0
  %142 = or i1 %141, %93
  br i1 %142, label %175, label %143

143:                                              ; preds = %139
  %144 = icmp ult i64 %91, %5
  %145 = icmp eq i8 %16, 0
  br label %146

146:                                              ; preds = %171, %143
  %147 = phi i64 [ %172, %171 ], [ 0, %143 ]
  br i1 %144, label %148, label %160

148:                                              ; preds = %146
  %149 = getelementptr i32, i32 addrspace(1)* %27, i64 %147
  br label %150

150:                                              ; preds = %150, %148
  %151 = phi i64 [ %91, %148 ], [ %157, %150 ]
  %152 = phi i32 [ 0, %148 ], [ %156, %150 ]
  %153 = mul i64 %151, %4
  %154 = getelementptr i32, i32 addrspace(1)* %149, i64 %153
  %155 = load i32, i32 addrspace(1)* %154, align 4
  %156 = add nsw i32 %155, %152
  %157 = add i64 %151, %14
  %158 = icmp ult i64 %157, %5
  br i1 %158, label %150, label %159

159:                                              ; preds = %150
  br label %160

160:                                              ; preds = %159, %146
  %161 = phi i32 [ 0, %146 ], [ %156, %159 ]
  %162 = call spir_func i32 @_Z21work_group_reduce_addi(i32 %161) #3
  br i1 %132, label %163, label %171

163:                                              ; preds = %160
  br i1 %145, label %168, label %164

164:                                              ; preds = %163
  %165 = getelementptr inbounds i32, i32 addrspace(1)* %24, i64 %147
  %166 = load i32, i32 addrspace(1)* %165, align 4
  %167 = add nsw i32 %166, %162
  br label %168

168:                                              ; preds = %164, %163
  %169 = phi i32 [ %167, %164 ], [ %162, %163 ]
  %170 = getelementptr inbounds i32, i32 addrspace(1)* %24, i64 %147
  store i32 %169, i32 addrspace(1)* %170, align 4
  br label %171

171:                                              ; preds = %168, %160
  %172 = add nuw i64 %147, 1
  %173 = icmp eq i64 %172, %4
  br i1 %173, label %174, label %146

174:                                              ; preds = %171
  br label %175

175:                                              ; preds = %174, %139, %107
  ret void
}

; Function Attrs: inaccessiblememonly nocallback nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail9reduction7MainKrnI8SumRangeLNS2_8strategyE1EJPiEEE(i64 %0, %"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %1, i32 addrspace(1)* readonly align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3, i64 %4, i64 %5, i8 %6, i32 addrspace(1)* align 4 %7, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %8, i32 addrspace(1)* align 4 %9, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %10, i32 addrspace(1)* align 4 %11, i32 addrspace(3)* align 4 %12, i64 %13) #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_type_qual !14 !kernel_arg_base_type !13 {
  %15 = and i8 %6, 1
  %16 = bitcast %"class.sycl::_V1::range"* %1 to i64*
  %17 = load i64, i64* %16, align 8
  %18 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %19
  %21 = bitcast %"class.sycl::_V1::id"* %8 to i64*
  %22 = load i64, i64* %21, align 8
  %23 = getelementptr inbounds i32, i32 addrspace(1)* %7, i64 %22
  %24 = bitcast %"class.sycl::_V1::id"* %10 to i64*
  %25 = load i64, i64* %24, align 8
  %26 = getelementptr inbounds i32, i32 addrspace(1)* %9, i64 %25
  %27 = call spir_func i64 @_Z14get_num_groupsj(i32 0) #2
  %28 = insertelement <3 x i64> undef, i64 %27, i32 0
  %29 = call spir_func i64 @_Z14get_num_groupsj(i32 1) #2
  %30 = insertelement <3 x i64> %28, i64 %29, i32 1
  %31 = call spir_func i64 @_Z14get_num_groupsj(i32 2) #2
  %32 = insertelement <3 x i64> %30, i64 %31, i32 2
  %33 = extractelement <3 x i64> %32, i32 0
  %34 = select i1 true, i64 %33, i64 1
  %35 = call spir_func i64 @_Z12get_group_idj(i32 0) #2
  %36 = insertelement <3 x i64> undef, i64 %35, i32 0
  %37 = call spir_func i64 @_Z12get_group_idj(i32 1) #2
  %38 = insertelement <3 x i64> %36, i64 %37, i32 1
  %39 = call spir_func i64 @_Z12get_group_idj(i32 2) #2
  %40 = insertelement <3 x i64> %38, i64 %39, i32 2
  %41 = extractelement <3 x i64> %40, i32 0
  %42 = select i1 true, i64 %41, i64 0
  %43 = add i64 %34, -1
  %44 = icmp eq i64 %42, %43
  %45 = mul i64 %42, %0
  %46 = add i64 %45, %0
  %47 = select i1 %44, i64 %17, i64 %46
  %48 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %49 = insertelement <3 x i64> undef, i64 %48, i32 0
  %50 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %51 = insertelement <3 x i64> %49, i64 %50, i32 1
  %52 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %53 = insertelement <3 x i64> %51, i64 %52, i32 2
  %54 = extractelement <3 x i64> %53, i32 0
  %55 = select i1 true, i64 %54, i64 0
  %56 = icmp ult i64 %55, 2147483648
  call void @llvm.assume(i1 %56)
  %57 = add i64 %55, %45
  %58 = call spir_func i64 @_Z14get_local_sizej(i32 0) #2
  %59 = insertelement <3 x i64> undef, i64 %58, i32 0
  %60 = call spir_func i64 @_Z14get_local_sizej(i32 1) #2
  %61 = insertelement <3 x i64> %59, i64 %60, i32 1
  %62 = call spir_func i64 @_Z14get_local_sizej(i32 2) #2
  %63 = insertelement <3 x i64> %61, i64 %62, i32 2
  %64 = extractelement <3 x i64> %63, i32 0
  %65 = select i1 true, i64 %64, i64 1
  %66 = icmp ult i64 %65, 2147483648
  call void @llvm.assume(i1 %66)
  %67 = icmp ult i64 %57, %47
  br i1 %67, label %68, label %78

68:                                               ; preds = %14
  br label %69

69:                                               ; preds = %69, %68
  %70 = phi i64 [ %75, %69 ], [ %57, %68 ]
  %71 = phi i32 [ %74, %69 ], [ 0, %68 ]
  %72 = getelementptr inbounds i32, i32 addrspace(1)* %20, i64 %70
  %73 = load i32, i32 addrspace(1)* %72, align 4
  %74 = add nsw i32 %73, %71
  %75 = add i64 %70, %65
  %76 = icmp ult i64 %75, %47
  br i1 %76, label %69, label %77

77:                                               ; preds = %69
  br label %78

78:                                               ; preds = %77, %14
  %79 = phi i32 [ 0, %14 ], [ %74, %77 ]
  %80 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %81 = insertelement <3 x i64> undef, i64 %80, i32 0
  %82 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %83 = insertelement <3 x i64> %81, i64 %82, i32 1
  %84 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %85 = insertelement <3 x i64> %83, i64 %84, i32 2
  %86 = extractelement <3 x i64> %85, i32 0
  %87 = select i1 true, i64 %86, i64 0
  %88 = icmp ult i64 %87, 2147483648
  call void @llvm.assume(i1 %88)
  %89 = icmp eq i64 %4, 0
  br i1 %89, label %103, label %90

90:                                               ; preds = %78
  %91 = icmp eq i64 %87, 0
  %92 = icmp eq i64 %5, 1
  %93 = icmp eq i8 %15, 0
  br label %94

94:                                               ; preds = %98, %90
  %95 = phi i64 [ 0, %90 ], [ %100, %98 ]
  %96 = phi i32 [ %79, %90 ], [ %99, %98 ]
  %97 = call spir_func i32 @_Z21work_group_reduce_addi(i32 %96) #3
  br i1 %91, label %105, label %98

98:                                               ; preds = %123, %94
  %99 = phi i32 [ %97, %94 ], [ %125, %123 ]
  %100 = add nuw i64 %95, 1
  %101 = icmp eq i64 %100, %4
  br i1 %101, label %102, label %94

102:                                              ; preds = %98
  br label %103

103:                                              ; preds = %102, %78
  %104 = icmp eq i64 %5, 1
  br i1 %104, label %171, label %127

105:                                              ; preds = %94
  br i1 %92, label %106, label %111

106:                                              ; preds = %105
  br i1 %93, label %123, label %107

107:                                              ; preds = %106
  %108 = getelementptr inbounds i32, i32 addrspace(1)* %23, i64 %95
  %109 = load i32, i32 addrspace(1)* %108, align 4
  %110 = add nsw i32 %109, %97
  br label %123

111:                                              ; preds = %105
  %112 = call spir_func i64 @_Z12get_group_idj(i32 0) #2
  %113 = insertelement <3 x i64> undef, i64 %112, i32 0
  %114 = call spir_func i64 @_Z12get_group_idj(i32 1) #2
  %115 = insertelement <3 x i64> %113, i64 %114, i32 1
  %116 = call spir_func i64 @_Z12get_group_idj(i32 2) #2
  %117 = insertelement <3 x i64> %115, i64 %116, i32 2
  %118 = extractelement <3 x i64> %117, i32 0
  %119 = select i1 true, i64 %118, i64 0
  %120 = icmp ult i64 %119, 2147483648
  call void @llvm.assume(i1 %120)
  %121 = mul i64 %119, %4
  %122 = getelementptr i32, i32 addrspace(1)* %26, i64 %121
  br label %123

123:                                              ; preds = %111, %107, %106
  %124 = phi i32 addrspace(1)* [ %122, %111 ], [ %23, %106 ], [ %23, %107 ]
  %125 = phi i32 [ %97, %111 ], [ %97, %106 ], [ %110, %107 ]
  %126 = getelementptr i32, i32 addrspace(1)* %124, i64 %95
  store i32 %125, i32 addrspace(1)* %126, align 4
  br label %98

127:                                              ; preds = %103
  %128 = icmp eq i64 %87, 0
  br i1 %128, label %129, label %135

129:                                              ; preds = %127
  %130 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* %11, i32 1) #0
  %131 = add nsw i32 %130, 1
  %132 = trunc i64 %5 to i32
  %133 = icmp eq i32 %131, %132
  %134 = select i1 %133, i32 1, i32 0
  store i32 %134, i32 addrspace(3)* %12, align 4
  br label %135

135:                                              ; preds = %129, %127
  call spir_func void @_Z7barrierj(i32 1) #3
  %136 = load i32, i32 addrspace(3)* %12, align 4
  %137 = icmp eq i32 %136, 0
  %138 = or i1 %137, %89
  br i1 %138, label %171, label %139

139:                                              ; preds = %135
  %140 = icmp ult i64 %87, %5
  %141 = icmp eq i8 %15, 0
  br label %142

142:                                              ; preds = %167, %139
  %143 = phi i64 [ %168, %167 ], [ 0, %139 ]
  br i1 %140, label %144, label %156

144:                                              ; preds = %142
  %145 = getelementptr i32, i32 addrspace(1)* %26, i64 %143
  br label %146

146:                                              ; preds = %146, %144
  %147 = phi i64 [ %87, %144 ], [ %153, %146 ]
  %148 = phi i32 [ 0, %144 ], [ %152, %146 ]
  %149 = mul i64 %147, %4
  %150 = getelementptr i32, i32 addrspace(1)* %145, i64 %149
  %151 = load i32, i32 addrspace(1)* %150, align 4
  %152 = add nsw i32 %151, %148
  %153 = add i64 %147, %13
  %154 = icmp ult i64 %153, %5
  br i1 %154, label %146, label %155

155:                                              ; preds = %146
  br label %156

156:                                              ; preds = %155, %142
  %157 = phi i32 [ 0, %142 ], [ %152, %155 ]
  %158 = call spir_func i32 @_Z21work_group_reduce_addi(i32 %157) #3
  br i1 %128, label %159, label %167

159:                                              ; preds = %156
  br i1 %141, label %164, label %160

160:                                              ; preds = %159
  %161 = getelementptr inbounds i32, i32 addrspace(1)* %23, i64 %143
  %162 = load i32, i32 addrspace(1)* %161, align 4
  %163 = add nsw i32 %162, %158
  br label %164

164:                                              ; preds = %160, %159
  %165 = phi i32 [ %163, %160 ], [ %158, %159 ]
  %166 = getelementptr inbounds i32, i32 addrspace(1)* %23, i64 %143
  store i32 %165, i32 addrspace(1)* %166, align 4
  br label %167

167:                                              ; preds = %164, %156
  %168 = add nuw i64 %143, 1
  %169 = icmp eq i64 %168, %4
  br i1 %169, label %170, label %142

170:                                              ; preds = %167
  br label %171

171:                                              ; preds = %170, %135, %103
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail9reduction7MainKrnI5MinNdLNS2_8strategyE4EJEEE(float addrspace(1)* readonly align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, i64 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_type_qual !18 !kernel_arg_base_type !17 {
  %6 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds float, float addrspace(1)* %0, i64 %7
  %9 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds float, float addrspace(1)* %3, i64 %10
  %12 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %13 = insertelement <3 x i64> undef, i64 %12, i32 0
  %14 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %15 = insertelement <3 x i64> %13, i64 %14, i32 1
  %16 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %17 = insertelement <3 x i64> %15, i64 %16, i32 2
  %18 = extractelement <3 x i64> %17, i32 0
  %19 = select i1 true, i64 %18, i64 0
  %20 = icmp ult i64 %19, 2147483648
  call void @llvm.assume(i1 %20)
  %21 = getelementptr inbounds float, float addrspace(1)* %8, i64 %19
  %22 = load float, float addrspace(1)* %21, align 4
  %23 = fcmp olt float %22, 0x7FF0000000000000
  %24 = select i1 %23, float %22, float 0x7FF0000000000000
  %25 = icmp eq i64 %2, 0
  br i1 %25, label %34, label %26

26:                                               ; preds = %5
  br label %27

27:                                               ; preds = %27, %26
  %28 = phi i64 [ %31, %27 ], [ 0, %26 ]
  %29 = phi float [ %30, %27 ], [ %24, %26 ]
  %30 = call spir_func float @_Z21work_group_reduce_minf(float %29) #3
  %31 = add nuw i64 %28, 1
  %32 = icmp eq i64 %31, %2
  br i1 %32, label %33, label %27

33:                                               ; preds = %27
  br label %34

34:                                               ; preds = %33, %5
  %35 = phi float [ %24, %5 ], [ %30, %33 ]
  %36 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %37 = insertelement <3 x i64> undef, i64 %36, i32 0
  %38 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %39 = insertelement <3 x i64> %37, i64 %38, i32 1
  %40 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %41 = insertelement <3 x i64> %39, i64 %40, i32 2
  %42 = extractelement <3 x i64> %41, i32 0
  %43 = select i1 true, i64 %42, i64 0
  %44 = icmp ult i64 %43, 2147483648
  call void @llvm.assume(i1 %44)
  %45 = icmp eq i64 %43, 0
  br i1 %45, label %46, label %52

46:                                               ; preds = %34
  %47 = addrspacecast float addrspace(1)* %11 to float addrspace(4)*
  %48 = bitcast float addrspace(4)* %47 to i8 addrspace(4)*
  %49 = call spir_func i8 addrspace(1)* @__to_global(i8 addrspace(4)* %48) #0
  %50 = bitcast i8 addrspace(1)* %49 to float addrspace(1)*
  %51 = call spir_func float @_Z10atomic_minPU3AS1Vff(float addrspace(1)* %50, float %35) #0
  br label %52

52:                                               ; preds = %46, %34
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1026ELNS7_6targetE2014EfLi1ELS8_1026ELS9_2014ELNS7_11placeholderE0ELSA_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSE_IT3_XT4_EXT5_EXT6_EXT8_ESJ_EEEUlNS0_2idILi1EEEE_EE(%"class.sycl::_V1::range"* byval(%"class.sycl::_V1::range") align 8 %0, float addrspace(1)* align 4 %1, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %2, float addrspace(1)* align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !16 !kernel_arg_type !20 !kernel_arg_type_qual !18 !kernel_arg_base_type !20 {
  %6 = bitcast %"class.sycl::_V1::range"* %0 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = bitcast %"class.sycl::_V1::id"* %2 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %1, i64 %9
  %11 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds float, float addrspace(1)* %3, i64 %12
  %14 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %15 = insertelement <3 x i64> undef, i64 %14, i32 0
  %16 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %17 = insertelement <3 x i64> %15, i64 %16, i32 1
  %18 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %19 = insertelement <3 x i64> %17, i64 %18, i32 2
  %20 = extractelement <3 x i64> %19, i32 0
  %21 = select i1 true, i64 %20, i64 0
  %22 = call spir_func i64 @_Z15get_global_sizej(i32 0) #2
  %23 = insertelement <3 x i64> undef, i64 %22, i32 0
  %24 = call spir_func i64 @_Z15get_global_sizej(i32 1) #2
  %25 = insertelement <3 x i64> %23, i64 %24, i32 1
  %26 = call spir_func i64 @_Z15get_global_sizej(i32 2) #2
  %27 = insertelement <3 x i64> %25, i64 %26, i32 2
  %28 = extractelement <3 x i64> %27, i32 0
  %29 = select i1 true, i64 %28, i64 1
  %30 = icmp ult i64 %21, %7
  br i1 %30, label %31, label %40

31:                                               ; preds = %5
  br label %32

32:                                               ; preds = %32, %31
  %33 = phi i64 [ %37, %32 ], [ %21, %31 ]
  %34 = getelementptr inbounds float, float addrspace(1)* %10, i64 %33
  %35 = load float, float addrspace(1)* %34, align 4
  %36 = getelementptr inbounds float, float addrspace(1)* %13, i64 %33
  store float %35, float addrspace(1)* %36, align 4
  %37 = add i64 %33, %29
  %38 = icmp ult i64 %37, %7
  br i1 %38, label %32, label %39

39:                                               ; preds = %32
  br label %40

40:                                               ; preds = %39, %5
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1026ELNS3_6targetE2014EfLi1ELS4_1026ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEEUlNS0_2idILi1EEEE_(float addrspace(1)* align 4 %0, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %1, float addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_type_qual !24 !kernel_arg_base_type !23 {
  %5 = bitcast %"class.sycl::_V1::id"* %1 to i64*
  %6 = load i64, i64* %5, align 8
  %7 = getelementptr inbounds float, float addrspace(1)* %0, i64 %6
  %8 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds float, float addrspace(1)* %2, i64 %9
  %11 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %12 = insertelement <3 x i64> undef, i64 %11, i32 0
  %13 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %14 = insertelement <3 x i64> %12, i64 %13, i32 1
  %15 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %16 = insertelement <3 x i64> %14, i64 %15, i32 2
  %17 = extractelement <3 x i64> %16, i32 0
  %18 = select i1 true, i64 %17, i64 0
  %19 = icmp ult i64 %18, 2147483648
  call void @llvm.assume(i1 %19)
  %20 = getelementptr inbounds float, float addrspace(1)* %7, i64 %18
  %21 = load float, float addrspace(1)* %20, align 4
  %22 = getelementptr inbounds float, float addrspace(1)* %10, i64 %18
  store float %21, float addrspace(1)* %22, align 4
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail9reduction7MainKrnI6MaxUsmLNS2_8strategyE3EJEEE(%"class.sycl::_V1::detail::ReductionIdentityContainer"* byval(%"class.sycl::_V1::detail::ReductionIdentityContainer") align 4 %0, %class.anon.47* byval(%class.anon.47) align 8 %1, i64 %2, i64 %3, %structtype addrspace(3)* align 4 %4, i64 %5, i8 %6, i32 addrspace(1)* align 4 %7, %"class.sycl::_V1::detail::ReducerElement.60" addrspace(1)* align 4 %8, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %9, i32 addrspace(1)* align 4 %10, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %11, i32 addrspace(3)* align 4 %12) #0 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_type_qual !28 !kernel_arg_base_type !27 {
  %14 = and i8 %6, 1
  %15 = bitcast %"class.sycl::_V1::detail::ReductionIdentityContainer"* %0 to %structtype*
  %16 = getelementptr inbounds %structtype, %structtype* %15, i64 0, i32 0
  %17 = load i32, i32* %16, align 4
  %18 = bitcast %class.anon.47* %1 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = bitcast %class.anon.47* %1 to i64*
  %21 = getelementptr inbounds i64, i64* %20, i64 1
  %22 = load i64, i64* %21, align 8
  %23 = bitcast %class.anon.47* %1 to i8*
  %24 = getelementptr inbounds i8, i8* %23, i64 16
  %25 = bitcast i8* %24 to i32 addrspace(4)**
  %26 = load i32 addrspace(4)*, i32 addrspace(4)** %25, align 8
  %27 = bitcast %"class.sycl::_V1::id"* %9 to i64*
  %28 = load i64, i64* %27, align 8
  %29 = getelementptr inbounds %"class.sycl::_V1::detail::ReducerElement.60", %"class.sycl::_V1::detail::ReducerElement.60" addrspace(1)* %8, i64 %28
  %30 = bitcast %"class.sycl::_V1::id"* %11 to i64*
  %31 = load i64, i64* %30, align 8
  %32 = getelementptr inbounds i32, i32 addrspace(1)* %10, i64 %31
  %33 = call spir_func i64 @_Z14get_num_groupsj(i32 0) #2
  %34 = insertelement <3 x i64> undef, i64 %33, i32 0
  %35 = call spir_func i64 @_Z14get_num_groupsj(i32 1) #2
  %36 = insertelement <3 x i64> %34, i64 %35, i32 1
  %37 = call spir_func i64 @_Z14get_num_groupsj(i32 2) #2
  %38 = insertelement <3 x i64> %36, i64 %37, i32 2
  %39 = extractelement <3 x i64> %38, i32 0
  %40 = select i1 true, i64 %39, i64 1
  %41 = call spir_func i64 @_Z12get_group_idj(i32 0) #2
  %42 = insertelement <3 x i64> undef, i64 %41, i32 0
  %43 = call spir_func i64 @_Z12get_group_idj(i32 1) #2
  %44 = insertelement <3 x i64> %42, i64 %43, i32 1
  %45 = call spir_func i64 @_Z12get_group_idj(i32 2) #2
  %46 = insertelement <3 x i64> %44, i64 %45, i32 2
  %47 = extractelement <3 x i64> %46, i32 0
  %48 = select i1 true, i64 %47, i64 0
  %49 = add i64 %40, -1
  %50 = icmp eq i64 %48, %49
  %51 = mul i64 %48, %19
  %52 = add i64 %51, %19
  %53 = select i1 %50, i64 %22, i64 %52
  %54 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %55 = insertelement <3 x i64> undef, i64 %54, i32 0
  %56 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %57 = insertelement <3 x i64> %55, i64 %56, i32 1
  %58 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %59 = insertelement <3 x i64> %57, i64 %58, i32 2
  %60 = extractelement <3 x i64> %59, i32 0
  %61 = select i1 true, i64 %60, i64 0
  %62 = icmp ult i64 %61, 2147483648
  call void @llvm.assume(i1 %62)
  %63 = add i64 %61, %51
  %64 = call spir_func i64 @_Z14get_local_sizej(i32 0) #2
  %65 = insertelement <3 x i64> undef, i64 %64, i32 0
  %66 = call spir_func i64 @_Z14get_local_sizej(i32 1) #2
  %67 = insertelement <3 x i64> %65, i64 %66, i32 1
  %68 = call spir_func i64 @_Z14get_local_sizej(i32 2) #2
  %69 = insertelement <3 x i64> %67, i64 %68, i32 2
  %70 = extractelement <3 x i64> %69, i32 0
  %71 = select i1 true, i64 %70, i64 1
  %72 = icmp ult i64 %71, 2147483648
  call void @llvm.assume(i1 %72)
  %73 = icmp ult i64 %63, %53
  br i1 %73, label %74, label %86

74:                                               ; preds = %13
  br label %75

75:                                               ; preds = %75, %74
  %76 = phi i64 [ %83, %75 ], [ %63, %74 ]
  %77 = phi i32 [ %82, %75 ], [ %17, %74 ]
  %78 = icmp ult i64 %76, 2147483648
  call void @llvm.assume(i1 %78)
  %79 = getelementptr inbounds i32, i32 addrspace(4)* %26, i64 %76
  %80 = load i32, i32 addrspace(4)* %79, align 4
  %81 = icmp sgt i32 %77, %80
  %82 = select i1 %81, i32 %77, i32 %80
  %83 = add nuw nsw i64 %76, %71
  %84 = icmp ult i64 %83, %53
  br i1 %84, label %75, label %85

85:                                               ; preds = %75
  br label %86

86:                                               ; preds = %85, %13
  %87 = phi i32 [ %17, %13 ], [ %82, %85 ]
  %88 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %89 = insertelement <3 x i64> undef, i64 %88, i32 0
  %90 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %91 = insertelement <3 x i64> %89, i64 %90, i32 1
  %92 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %93 = insertelement <3 x i64> %91, i64 %92, i32 2
  %94 = extractelement <3 x i64> %93, i32 0
  %95 = select i1 true, i64 %94, i64 0
  %96 = icmp ult i64 %95, 2147483648
  call void @llvm.assume(i1 %96)
  %97 = icmp eq i64 %2, 0
  br i1 %97, label %130, label %98

98:                                               ; preds = %86
  %99 = icmp eq i64 %95, 0
  %100 = icmp eq i64 %3, 0
  %101 = getelementptr inbounds %structtype, %structtype addrspace(3)* %4, i64 0, i32 0
  %102 = icmp eq i64 %5, 1
  %103 = icmp eq i8 %14, 0
  br label %104

104:                                              ; preds = %126, %98
  %105 = phi i64 [ 0, %98 ], [ %127, %126 ]
  %106 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %107 = insertelement <3 x i64> undef, i64 %106, i32 0
  %108 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %109 = insertelement <3 x i64> %107, i64 %108, i32 1
  %110 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %111 = insertelement <3 x i64> %109, i64 %110, i32 2
  %112 = extractelement <3 x i64> %111, i32 0
  %113 = select i1 true, i64 %112, i64 0
  %114 = icmp ult i64 %113, 2147483648
  call void @llvm.assume(i1 %114)
  %115 = bitcast %structtype addrspace(3)* %4 to %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)*
  %116 = getelementptr inbounds %"class.sycl::_V1::detail::ReducerElement.60", %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)* %115, i64 %113
  %117 = bitcast %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)* %116 to %structtype addrspace(3)*
  %118 = getelementptr inbounds %structtype, %structtype addrspace(3)* %117, i64 0, i32 0
  store i32 %87, i32 addrspace(3)* %118, align 4
  call spir_func void @_Z7barrierj(i32 1) #3
  br i1 %100, label %119, label %132

119:                                              ; preds = %139, %104
  %120 = phi i64 [ 0, %104 ], [ %135, %139 ]
  %121 = icmp eq i64 %120, %3
  br i1 %121, label %122, label %140

122:                                              ; preds = %151, %119
  %123 = lshr i64 %120, 1
  %124 = icmp eq i64 %123, 0
  br i1 %124, label %125, label %152

125:                                              ; preds = %166, %122
  br i1 %99, label %167, label %126

126:                                              ; preds = %190, %175, %125
  %127 = add nuw i64 %105, 1
  %128 = icmp eq i64 %127, %2
  br i1 %128, label %129, label %104

129:                                              ; preds = %126
  br label %130

130:                                              ; preds = %129, %86
  %131 = icmp eq i64 %95, 0
  br i1 %131, label %193, label %201

132:                                              ; preds = %104
  br label %133

133:                                              ; preds = %133, %132
  %134 = phi i64 [ %136, %133 ], [ %3, %132 ]
  %135 = phi i64 [ %138, %133 ], [ 1, %132 ]
  %136 = lshr i64 %134, 1
  %137 = icmp eq i64 %136, 0
  %138 = shl i64 %135, 1
  br i1 %137, label %139, label %133

139:                                              ; preds = %133
  br label %119

140:                                              ; preds = %119
  %141 = add i64 %120, %113
  %142 = icmp ult i64 %141, %3
  br i1 %142, label %143, label %151

143:                                              ; preds = %140
  %144 = bitcast %structtype addrspace(3)* %4 to %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)*
  %145 = getelementptr inbounds %"class.sycl::_V1::detail::ReducerElement.60", %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)* %144, i64 %141
  %146 = bitcast %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)* %145 to i32 addrspace(3)*
  %147 = load i32, i32 addrspace(3)* %146, align 4
  %148 = load i32, i32 addrspace(3)* %118, align 4
  %149 = icmp sgt i32 %148, %147
  %150 = select i1 %149, i32 %148, i32 %147
  store i32 %150, i32 addrspace(3)* %118, align 4
  br label %151

151:                                              ; preds = %143, %140
  call spir_func void @_Z7barrierj(i32 1) #3
  br label %122

152:                                              ; preds = %122
  br label %153

153:                                              ; preds = %163, %152
  %154 = phi i64 [ %164, %163 ], [ %123, %152 ]
  %155 = icmp ult i64 %113, %154
  br i1 %155, label %156, label %163

156:                                              ; preds = %153
  %157 = getelementptr inbounds %"class.sycl::_V1::detail::ReducerElement.60", %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)* %116, i64 %154
  %158 = bitcast %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)* %157 to i32 addrspace(3)*
  %159 = load i32, i32 addrspace(3)* %158, align 4
  %160 = load i32, i32 addrspace(3)* %118, align 4
  %161 = icmp sgt i32 %160, %159
  %162 = select i1 %161, i32 %160, i32 %159
  store i32 %162, i32 addrspace(3)* %118, align 4
  br label %163

163:                                              ; preds = %156, %153
  call spir_func void @_Z7barrierj(i32 1) #3
  %164 = lshr i64 %154, 1
  %165 = icmp eq i64 %164, 0
  br i1 %165, label %166, label %153

166:                                              ; preds = %163
  br label %125

167:                                              ; preds = %125
  %168 = load i32, i32 addrspace(3)* %101, align 4
  br i1 %102, label %169, label %175

169:                                              ; preds = %167
  br i1 %103, label %190, label %170

170:                                              ; preds = %169
  %171 = getelementptr inbounds i32, i32 addrspace(1)* %7, i64 %105
  %172 = load i32, i32 addrspace(1)* %171, align 4
  %173 = icmp sgt i32 %168, %172
  %174 = select i1 %173, i32 %168, i32 %172
  br label %190

175:                                              ; preds = %167
  %176 = call spir_func i64 @_Z12get_group_idj(i32 0) #2
  %177 = insertelement <3 x i64> undef, i64 %176, i32 0
  %178 = call spir_func i64 @_Z12get_group_idj(i32 1) #2
  %179 = insertelement <3 x i64> %177, i64 %178, i32 1
  %180 = call spir_func i64 @_Z12get_group_idj(i32 2) #2
  %181 = insertelement <3 x i64> %179, i64 %180, i32 2
  %182 = extractelement <3 x i64> %181, i32 0
  %183 = select i1 true, i64 %182, i64 0
  %184 = icmp ult i64 %183, 2147483648
  call void @llvm.assume(i1 %184)
  %185 = mul i64 %183, %2
  %186 = getelementptr %"class.sycl::_V1::detail::ReducerElement.60", %"class.sycl::_V1::detail::ReducerElement.60" addrspace(1)* %29, i64 %185
  %187 = getelementptr %"class.sycl::_V1::detail::ReducerElement.60", %"class.sycl::_V1::detail::ReducerElement.60" addrspace(1)* %186, i64 %105
  %188 = bitcast %"class.sycl::_V1::detail::ReducerElement.60" addrspace(1)* %187 to %structtype addrspace(1)*
  %189 = getelementptr inbounds %structtype, %structtype addrspace(1)* %188, i64 0, i32 0
  store i32 %168, i32 addrspace(1)* %189, align 4
  br label %126

190:                                              ; preds = %170, %169
  %191 = phi i32 [ %168, %169 ], [ %174, %170 ]
  %192 = getelementptr inbounds i32, i32 addrspace(1)* %7, i64 %105
  store i32 %191, i32 addrspace(1)* %192, align 4
  br label %126

193:                                              ; preds = %130
  %194 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* %32, i32 1) #0
  %195 = add nsw i32 %194, 1
  %196 = sext i32 %195 to i64
  %197 = icmp eq i64 %5, %196
  %198 = icmp ugt i64 %5, 1
  %199 = and i1 %197, %198
  %200 = select i1 %199, i32 1, i32 0
  store i32 %200, i32 addrspace(3)* %12, align 4
  br label %201

201:                                              ; preds = %193, %130
  call spir_func void @_Z7barrierj(i32 1) #3
  %202 = load i32, i32 addrspace(3)* %12, align 4
  %203 = icmp eq i32 %202, 0
  %204 = or i1 %203, %97
  br i1 %204, label %324, label %205

205:                                              ; preds = %201
  %206 = getelementptr inbounds %structtype, %structtype addrspace(3)* %4, i64 0, i32 0
  %207 = icmp eq i8 %14, 0
  br label %208

208:                                              ; preds = %320, %205
  %209 = phi i64 [ %321, %320 ], [ 0, %205 ]
  %210 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %211 = insertelement <3 x i64> undef, i64 %210, i32 0
  %212 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %213 = insertelement <3 x i64> %211, i64 %212, i32 1
  %214 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %215 = insertelement <3 x i64> %213, i64 %214, i32 2
  %216 = extractelement <3 x i64> %215, i32 0
  %217 = select i1 true, i64 %216, i64 0
  %218 = icmp ult i64 %217, 2147483648
  call void @llvm.assume(i1 %218)
  %219 = call spir_func i64 @_Z14get_local_sizej(i32 0) #2
  %220 = insertelement <3 x i64> undef, i64 %219, i32 0
  %221 = call spir_func i64 @_Z14get_local_sizej(i32 1) #2
  %222 = insertelement <3 x i64> %220, i64 %221, i32 1
  %223 = call spir_func i64 @_Z14get_local_sizej(i32 2) #2
  %224 = insertelement <3 x i64> %222, i64 %223, i32 2
  %225 = extractelement <3 x i64> %224, i32 0
  %226 = select i1 true, i64 %225, i64 1
  %227 = icmp ult i64 %5, %226
  %228 = select i1 %227, i64 %5, i64 %226
  %229 = icmp ult i64 %217, %228
  br i1 %229, label %230, label %260

230:                                              ; preds = %208
  %231 = mul i64 %217, %2
  %232 = getelementptr %"class.sycl::_V1::detail::ReducerElement.60", %"class.sycl::_V1::detail::ReducerElement.60" addrspace(1)* %29, i64 %231
  %233 = getelementptr %"class.sycl::_V1::detail::ReducerElement.60", %"class.sycl::_V1::detail::ReducerElement.60" addrspace(1)* %232, i64 %209
  %234 = bitcast %"class.sycl::_V1::detail::ReducerElement.60" addrspace(1)* %233 to %structtype addrspace(1)*
  %235 = getelementptr inbounds %structtype, %structtype addrspace(1)* %234, i64 0, i32 0
  %236 = load i32, i32 addrspace(1)* %235, align 4
  %237 = getelementptr %"class.sycl::_V1::detail::ReducerElement.60", %"class.sycl::_V1::detail::ReducerElement.60" addrspace(1)* %29, i64 %209
  %238 = add i64 %226, %217
  %239 = icmp ult i64 %238, %5
  br i1 %239, label %240, label %254

240:                                              ; preds = %230
  br label %241

241:                                              ; preds = %241, %240
  %242 = phi i64 [ %251, %241 ], [ %238, %240 ]
  %243 = phi i32 [ %250, %241 ], [ %236, %240 ]
  %244 = mul i64 %242, %2
  %245 = getelementptr %"class.sycl::_V1::detail::ReducerElement.60", %"class.sycl::_V1::detail::ReducerElement.60" addrspace(1)* %237, i64 %244
  %246 = bitcast %"class.sycl::_V1::detail::ReducerElement.60" addrspace(1)* %245 to %structtype addrspace(1)*
  %247 = getelementptr inbounds %structtype, %structtype addrspace(1)* %246, i64 0, i32 0
  %248 = load i32, i32 addrspace(1)* %247, align 4
  %249 = icmp sgt i32 %243, %248
  %250 = select i1 %249, i32 %243, i32 %248
  %251 = add i64 %242, %226
  %252 = icmp ult i64 %251, %5
  br i1 %252, label %241, label %253

253:                                              ; preds = %241
  br label %254

254:                                              ; preds = %253, %230
  %255 = phi i32 [ %236, %230 ], [ %250, %253 ]
  %256 = bitcast %structtype addrspace(3)* %4 to %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)*
  %257 = getelementptr inbounds %"class.sycl::_V1::detail::ReducerElement.60", %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)* %256, i64 %217
  %258 = bitcast %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)* %257 to %structtype addrspace(3)*
  %259 = getelementptr inbounds %structtype, %structtype addrspace(3)* %258, i64 0, i32 0
  store i32 %255, i32 addrspace(3)* %259, align 4
  br label %260

260:                                              ; preds = %254, %208
  call spir_func void @_Z7barrierj(i32 1) #3
  %261 = icmp eq i64 %228, 0
  br i1 %261, label %270, label %262

262:                                              ; preds = %260
  br label %263

263:                                              ; preds = %263, %262
  %264 = phi i64 [ %266, %263 ], [ %228, %262 ]
  %265 = phi i64 [ %268, %263 ], [ 1, %262 ]
  %266 = lshr i64 %264, 1
  %267 = icmp eq i64 %266, 0
  %268 = shl i64 %265, 1
  br i1 %267, label %269, label %263

269:                                              ; preds = %263
  br label %270

270:                                              ; preds = %269, %260
  %271 = phi i64 [ 0, %260 ], [ %265, %269 ]
  %272 = icmp eq i64 %271, %228
  br i1 %272, label %288, label %273

273:                                              ; preds = %270
  %274 = add i64 %271, %217
  %275 = icmp ult i64 %274, %228
  br i1 %275, label %276, label %287

276:                                              ; preds = %273
  %277 = bitcast %structtype addrspace(3)* %4 to %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)*
  %278 = getelementptr inbounds %"class.sycl::_V1::detail::ReducerElement.60", %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)* %277, i64 %217
  %279 = bitcast %structtype addrspace(3)* %4 to %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)*
  %280 = getelementptr inbounds %"class.sycl::_V1::detail::ReducerElement.60", %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)* %279, i64 %274
  %281 = bitcast %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)* %280 to i32 addrspace(3)*
  %282 = load i32, i32 addrspace(3)* %281, align 4
  %283 = getelementptr inbounds %"class.sycl::_V1::detail::ReducerElement.60", %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)* %278, i64 0, i32 0
  %284 = load i32, i32 addrspace(3)* %283, align 4
  %285 = icmp sgt i32 %284, %282
  %286 = select i1 %285, i32 %284, i32 %282
  store i32 %286, i32 addrspace(3)* %283, align 4
  br label %287

287:                                              ; preds = %276, %273
  call spir_func void @_Z7barrierj(i32 1) #3
  br label %288

288:                                              ; preds = %287, %270
  %289 = lshr i64 %271, 1
  %290 = icmp eq i64 %289, 0
  br i1 %290, label %309, label %291

291:                                              ; preds = %288
  %292 = bitcast %structtype addrspace(3)* %4 to %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)*
  %293 = getelementptr inbounds %"class.sycl::_V1::detail::ReducerElement.60", %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)* %292, i64 %217
  %294 = getelementptr inbounds %"class.sycl::_V1::detail::ReducerElement.60", %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)* %293, i64 0, i32 0
  br label %295

295:                                              ; preds = %305, %291
  %296 = phi i64 [ %306, %305 ], [ %289, %291 ]
  %297 = icmp ult i64 %217, %296
  br i1 %297, label %298, label %305

298:                                              ; preds = %295
  %299 = getelementptr inbounds %"class.sycl::_V1::detail::ReducerElement.60", %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)* %293, i64 %296
  %300 = bitcast %"class.sycl::_V1::detail::ReducerElement.60" addrspace(3)* %299 to i32 addrspace(3)*
  %301 = load i32, i32 addrspace(3)* %300, align 4
  %302 = load i32, i32 addrspace(3)* %294, align 4
  %303 = icmp sgt i32 %302, %301
  %304 = select i1 %303, i32 %302, i32 %301
  store i32 %304, i32 addrspace(3)* %294, align 4
  br label %305

305:                                              ; preds = %298, %295
  call spir_func void @_Z7barrierj(i32 1) #3
  %306 = lshr i64 %296, 1
  %307 = icmp eq i64 %306, 0
  br i1 %307, label %308, label %295

308:                                              ; preds = %305
  br label %309

309:                                              ; preds = %308, %288
  br i1 %131, label %310, label %320

310:                                              ; preds = %309
  %311 = load i32, i32 addrspace(3)* %206, align 4
  br i1 %207, label %317, label %312

312:                                              ; preds = %310
  %313 = getelementptr inbounds i32, i32 addrspace(1)* %7, i64 %209
  %314 = load i32, i32 addrspace(1)* %313, align 4
  %315 = icmp sgt i32 %311, %314
  %316 = select i1 %315, i32 %311, i32 %314
  br label %317

317:                                              ; preds = %312, %310
  %318 = phi i32 [ %311, %310 ], [ %316, %312 ]
  %319 = getelementptr inbounds i32, i32 addrspace(1)* %7, i64 %209
  store i32 %318, i32 addrspace(1)* %319, align 4
  br label %320

320:                                              ; preds = %317, %309
  %321 = add nuw i64 %209, 1
  %322 = icmp eq i64 %321, %2
  br i1 %322, label %323, label %208

323:                                              ; preds = %320
  br label %324

324:                                              ; preds = %323, %201
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail9reduction7MainKrnI8SumNdUsmLNS2_8strategyE4EJEEE(%class.anon.73* byval(%class.anon.73) align 8 %0, i64 %1, i32 addrspace(1)* align 4 %2, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %3) #0 !kernel_arg_addr_space !29 !kernel_arg_access_qual !22 !kernel_arg_type !30 !kernel_arg_type_qual !24 !kernel_arg_base_type !30 {
  %5 = bitcast %class.anon.73* %0 to %structtype.0*
  %6 = getelementptr inbounds %structtype.0, %structtype.0* %5, i64 0, i32 0
  %7 = load i64, i64* %6, align 8
  %8 = inttoptr i64 %7 to i32 addrspace(4)*
  %9 = bitcast %"class.sycl::_V1::id"* %3 to i64*
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %10
  %12 = call spir_func i64 @_Z13get_global_idj(i32 0) #2
  %13 = insertelement <3 x i64> undef, i64 %12, i32 0
  %14 = call spir_func i64 @_Z13get_global_idj(i32 1) #2
  %15 = insertelement <3 x i64> %13, i64 %14, i32 1
  %16 = call spir_func i64 @_Z13get_global_idj(i32 2) #2
  %17 = insertelement <3 x i64> %15, i64 %16, i32 2
  %18 = extractelement <3 x i64> %17, i32 0
  %19 = select i1 true, i64 %18, i64 0
  %20 = icmp ult i64 %19, 2147483648
  call void @llvm.assume(i1 %20)
  %21 = getelementptr inbounds i32, i32 addrspace(4)* %8, i64 %19
  %22 = load i32, i32 addrspace(4)* %21, align 4
  %23 = shl nsw i32 %22, 1
  %24 = icmp eq i64 %1, 0
  br i1 %24, label %33, label %25

25:                                               ; preds = %4
  br label %26

26:                                               ; preds = %26, %25
  %27 = phi i64 [ %30, %26 ], [ 0, %25 ]
  %28 = phi i32 [ %29, %26 ], [ %23, %25 ]
  %29 = call spir_func i32 @_Z21work_group_reduce_addi(i32 %28) #3
  %30 = add nuw i64 %27, 1
  %31 = icmp eq i64 %30, %1
  br i1 %31, label %32, label %26

32:                                               ; preds = %26
  br label %33

33:                                               ; preds = %32, %4
  %34 = phi i32 [ %23, %4 ], [ %29, %32 ]
  %35 = call spir_func i64 @_Z12get_local_idj(i32 0) #2
  %36 = insertelement <3 x i64> undef, i64 %35, i32 0
  %37 = call spir_func i64 @_Z12get_local_idj(i32 1) #2
  %38 = insertelement <3 x i64> %36, i64 %37, i32 1
  %39 = call spir_func i64 @_Z12get_local_idj(i32 2) #2
  %40 = insertelement <3 x i64> %38, i64 %39, i32 2
  %41 = extractelement <3 x i64> %40, i32 0
  %42 = select i1 true, i64 %41, i64 0
  %43 = icmp ult i64 %42, 2147483648
  call void @llvm.assume(i1 %43)
  %44 = icmp eq i64 %42, 0
  br i1 %44, label %45, label %51

45:                                               ; preds = %33
  %46 = addrspacecast i32 addrspace(1)* %11 to i32 addrspace(4)*
  %47 = bitcast i32 addrspace(4)* %46 to i8 addrspace(4)*
  %48 = call spir_func i8 addrspace(1)* @__to_global(i8 addrspace(4)* %47) #0
  %49 = bitcast i8 addrspace(1)* %48 to i32 addrspace(1)*
  %50 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* %49, i32 %34) #0
  br label %51

51:                                               ; preds = %45, %33
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @_ZTSN4sycl3_V16detail9reduction10InitMemKrnINS2_7MainKrnI8SumNdUsmLNS2_8strategyE4EJEEEEE(i64 %0, i8 %1, i32 addrspace(1)* align 4 %2, i32 addrspace(1)* align 4 %3, %"class.sycl::_V1::id"* byval(%"class.sycl::_V1::id") align 8 %4) #0 !kernel_arg_addr_space !31 !kernel_arg_access_qual !16 !kernel_arg_type !32 !kernel_arg_type_qual !18 !kernel_arg_base_type !32 {
  %6 = bitcast %"class.sycl::_V1::id"* %4 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 %7
  %9 = icmp eq i64 %0, 0
  br i1 %9, label %29, label %10

10:                                               ; preds = %5
  %11 = and i8 %1, 1
  %12 = icmp eq i8 %11, 0
  br label %13

13:                                               ; preds = %25, %10
  %14 = phi i64 [ 0, %10 ], [ %26, %25 ]
  br i1 %12, label %21, label %15

15:                                               ; preds = %13
  %16 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %14
  %17 = getelementptr inbounds i32, i32 addrspace(1)* %8, i64 %14
  %18 = load i32, i32 addrspace(1)* %16, align 4
  %19 = load i32, i32 addrspace(1)* %17, align 4
  %20 = add nsw i32 %19, %18
  store i32 %20, i32 addrspace(1)* %16, align 4
  br label %25

21:                                               ; preds = %13
  %22 = getelementptr inbounds i32, i32 addrspace(1)* %8, i64 %14
  %23 = load i32, i32 addrspace(1)* %22, align 4
  %24 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %14
  store i32 %23, i32 addrspace(1)* %24, align 4
  br label %25

25:                                               ; preds = %21, %15
  %26 = add nuw i64 %14, 1
  %27 = icmp eq i64 %26, %0
  br i1 %27, label %28, label %13

28:                                               ; preds = %25
  br label %29

29:                                               ; preds = %28, %5
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z14get_num_groupsj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z12get_group_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z12get_local_idj(i32) #2

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z14get_local_sizej(i32) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_addi(i32) #3

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)*, i32) #0

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32) #3

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32) #2

; Function Attrs: convergent nounwind
declare spir_func float @_Z21work_group_reduce_minf(float) #3

; Function Attrs: nounwind
declare spir_func i8 addrspace(1)* @__to_global(i8 addrspace(4)*) #0

; Function Attrs: nounwind
declare spir_func float @_Z10atomic_minPU3AS1Vff(float addrspace(1)*, float) #0

; Function Attrs: nounwind readnone willreturn
declare spir_func i64 @_Z15get_global_sizej(i32) #2

attributes #0 = { nounwind }
attributes #1 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind readnone willreturn }
attributes #3 = { convergent nounwind }

!spirv.MemoryModel = !{!0}
!opencl.enable.FP_CONTRACT = !{}
!spirv.Source = !{!1}
!opencl.spir.version = !{!2}
!opencl.ocl.version = !{!3}
!opencl.used.extensions = !{!4}
!opencl.used.optional.core.features = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 2, i32 2}
!1 = !{i32 4, i32 100000}
!2 = !{i32 1, i32 2}
!3 = !{i32 1, i32 0}
!4 = !{!"cl_khr_subgroups"}
!5 = !{}
!6 = !{i16 6, i16 14}
!7 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 3, i32 0}
!8 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!9 = !{!"long", !"class.sycl::_V1::range", !"int*", !"class.sycl::_V1::id", !"long", !"long", !"char", !"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id", !"int*", !"long"}
!10 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!11 = !{i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 3, i32 0}
!12 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!13 = !{!"long", !"class.sycl::_V1::range", !"int*", !"class.sycl::_V1::id", !"long", !"long", !"char", !"int*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id", !"int*", !"int*", !"long"}
!14 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!15 = !{i32 1, i32 0, i32 0, i32 1, i32 0}
!16 = !{!"none", !"none", !"none", !"none", !"none"}
!17 = !{!"float*", !"class.sycl::_V1::id", !"long", !"float*", !"class.sycl::_V1::id"}
!18 = !{!"", !"", !"", !"", !""}
!19 = !{i32 0, i32 1, i32 0, i32 1, i32 0}
!20 = !{!"class.sycl::_V1::range", !"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!21 = !{i32 1, i32 0, i32 1, i32 0}
!22 = !{!"none", !"none", !"none", !"none"}
!23 = !{!"float*", !"class.sycl::_V1::id", !"float*", !"class.sycl::_V1::id"}
!24 = !{!"", !"", !"", !""}
!25 = !{i32 0, i32 0, i32 0, i32 0, i32 3, i32 0, i32 0, i32 1, i32 1, i32 0, i32 1, i32 0, i32 3}
!26 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!27 = !{!"class.sycl::_V1::detail::ReductionIdentityContainer", !"class.anon.47", !"long", !"long", !"*", !"long", !"char", !"int*", !"class.sycl::_V1::detail::ReducerElement.60*", !"class.sycl::_V1::id", !"int*", !"class.sycl::_V1::id", !"int*"}
!28 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!29 = !{i32 0, i32 0, i32 1, i32 0}
!30 = !{!"class.anon.73", !"long", !"int*", !"class.sycl::_V1::id"}
!31 = !{i32 0, i32 0, i32 1, i32 1, i32 0}
!32 = !{!"long", !"char", !"int*", !"int*", !"class.sycl::_V1::id"}
